package dampi.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.TestPrograms;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.replay.Interval;
import dampi.replay.LoggedRun;
import dampi.replay.LoggingSimulation;
import dampi.replay.MessageTrace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A traced run's data flow: its point-to-point messages with their sizes, and what its collectives make depend. */
class MessageTracesTest {
  @Test
  void aHaloExchangeAndAGatherBecomeTheirMessagesWithTheirSizes() throws Exception {
    // 4 ranks, 3 sweeps of Sendrecv with each neighbour (one double each way), then a Gather of 4 doubles to rank 0
    MessageTrace trace = MessageTraces.of(tracedRun(suite.realistic.JacobiHeat.class, 4, "3"));
    List<MessageTrace.Message> messages = trace.messages();
    long halo = messages.stream().filter(m -> m.bytes() == 8 && Math.abs(m.sender() - m.receiver()) == 1).count();
    assertEquals(3 * 3 * 2, halo, "3 neighbour pairs, both ways, 3 sweeps: " + messages);
    List<MessageTrace.Message> gathered = messages.stream().filter(m -> m.bytes() == 32).toList();
    assertEquals(List.of(new MessageTrace.Message(1, 0, 32), new MessageTrace.Message(2, 0, 32),
        new MessageTrace.Message(3, 0, 32)), gathered.stream().sorted(java.util.Comparator.comparingInt(
            MessageTrace.Message::sender)).toList(), "the Gather's root depends on every other member's block");
    assertEquals(halo + 3, messages.size());
    assertEquals(messages.size(), trace.receivedCount());
    LoggedRun unbounded = LoggingSimulation.run(trace, 4);
    assertEquals(4, unbounded.replaySet(new Interval(0, 0)).size(), "rank 0 heard from every rank");
    assertEquals(0, unbounded.loggedShare());
  }

  @Test
  void aBarrierMovesNoDataSoItAddsNoDependence() throws Exception {
    MessageTrace trace = MessageTraces.of(tracedRun(examples.HelloBarrier.class, 3));
    assertEquals(List.of(), trace.messages());
    assertTrue(trace.events(0).isEmpty());
  }

  private static dampi.rank.RunRecord tracedRun(Class<?> program, int ranks, String... args) throws Exception {
    LaunchSpec spec = TestPrograms.spec(program, ranks, args);
    RunResult result = new MulticoreLauncher(MpjInstallation.locate()).run(spec,
        rank -> new RankRecorder(rank, RankPlan.free(ranks, Protocol.LLCP).tracing(true)), RankOutput.discard());
    assertTrue(result.succeeded(), result.failures().toString());
    return result.run();
  }
}
