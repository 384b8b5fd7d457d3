package dampi.intercept;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.MulticoreLauncher;
import dampi.launch.SharedLauncher;
import dampi.launch.TestPrograms;
import dampi.rank.RankOutcome;
import dampi.launch.RunResult;
import dampi.rank.RankPlan;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import scenarios.DataRoundTrip;
import scenarios.ReorderedWaits;
import suite.barrier.CrookedBarrierCorrect;
import suite.wildcard.LlcpBlindSpotDeadlock;

/** The DESIGN-SOURCE scenarios, run on real MPJ ranks, with their exact potential-match sets. */
class ScenarioTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();

  static RunResult run(Class<?> program, int ranks, Protocol protocol, List<Decision> decisions,
      List<String> output) {
    return run(program, ranks, protocol, decisions, output, Duration.ofSeconds(20));
  }

  static RunResult run(Class<?> program, int ranks, Protocol protocol, List<Decision> decisions,
      List<String> output, Duration timeout) {
    LaunchSpec spec = new LaunchSpec(TestPrograms.program(program), ranks, Device.MULTICORE, timeout, null);
    return launcher.run(spec, rank -> new RankRecorder(rank, RankPlan.forRank(rank, ranks, protocol, decisions)),
        (rank, error, text) -> output.add("[" + rank + "] " + text));
  }

  static Epoch epoch(RunResult result, int rank, int index) {
    return result.records().get(rank).epochs().get(index);
  }

  @Test
  void lateMessageAfterBarrierIsAPotentialMatchOfTheCrookedIrecv() {
    for (Protocol protocol : Protocol.values()) {
      for (int first : List.of(0, 2)) {
        List<String> output = Collections.synchronizedList(new ArrayList<>());
        RunResult result = run(CrookedBarrierCorrect.class, 3, protocol, List.of(new Decision(1, 0, first, "")),
            output);
        assertTrue(result.succeeded(), result.outcomes().toString());
        Epoch irecv = epoch(result, 1, 0);
        assertEquals(first, irecv.matchedSource(), protocol + " irecv forced to " + first);
        assertEquals(Set.of(2 - first), irecv.alternatives(), protocol + ": the other sender is a potential match");
        Epoch recv = epoch(result, 1, 1);
        assertEquals(2 - first, recv.matchedSource());
        assertEquals(Set.of(), recv.alternatives(), protocol + ": non-overtaking leaves the Recv no alternative");
        assertTrue(output.contains("[1] irecv got " + first + ", recv got " + (2 - first)), output.toString());
      }
    }
  }

  @Test
  void llcpMissesThePotentialMatchThatLvcpFinds() {
    List<Decision> p2TakesP1 = List.of(new Decision(2, 0, 1, ""));
    RunResult llcp = run(LlcpBlindSpotDeadlock.class, 3, Protocol.LLCP, p2TakesP1, new ArrayList<>());
    RunResult lvcp = run(LlcpBlindSpotDeadlock.class, 3, Protocol.LVCP, p2TakesP1, new ArrayList<>());
    assertTrue(llcp.succeeded() && lvcp.succeeded());
    assertEquals(1, epoch(llcp, 2, 0).matchedSource());
    assertEquals(Set.of(), epoch(llcp, 2, 0).alternatives(), "LLCP is not complete here");
    assertEquals(Set.of(0), epoch(lvcp, 2, 0).alternatives(), "LVCP finds P0's message");
  }

  @Test
  void forcingTheMatchOnlyLvcpFoundMakesTheLaterReceiveWaitForever() {
    RunResult forced = run(LlcpBlindSpotDeadlock.class, 3, Protocol.LVCP, List.of(new Decision(2, 0, 0, "")),
        new ArrayList<>(), Duration.ofSeconds(2));
    assertEquals(0, epoch(forced, 2, 0).matchedSource());
    assertTrue(forced.outcomes().get(2) instanceof RankOutcome.Deadlocked, forced.outcomes().toString());
    assertEquals(TestPrograms.site(LlcpBlindSpotDeadlock.class, "Recv(value, 0, 1, MPI.INT, 0, 0)"),
        ((RankOutcome.Deadlocked) forced.outcomes().get(2)).site());
  }

  @Test
  void reorderedWaitsSeeTheirOwnMessagesAndClocks() {
    for (Protocol protocol : Protocol.values()) {
      List<String> output = Collections.synchronizedList(new ArrayList<>());
      RunResult result = run(ReorderedWaits.class, 3, protocol, List.of(), output);
      assertTrue(result.succeeded(), result.outcomes().toString());
      assertTrue(output.contains("[0] h1=100 h2=200"), output.toString());
      Epoch h1 = epoch(result, 0, 0);
      Epoch h2 = epoch(result, 0, 1);
      assertEquals(1, h1.matchedSource());
      assertEquals(1, h2.matchedSource());
      // Wait(h2) came first, yet h1 takes the earlier clock (non-overtaking, R4's CompleteNow).
      assertTrue(h1.clock() < h2.clock(), "h1 " + h1.clock() + " h2 " + h2.clock());
      assertEquals(Set.of(), h1.alternatives());
      assertEquals(Set.of(), h2.alternatives());
    }
  }

  @Test
  void applicationSeesTheSameDataCountsAndStatusAsWithoutPiggyback() {
    List<String> output = Collections.synchronizedList(new ArrayList<>());
    RunResult result = run(DataRoundTrip.class, 2, Protocol.LVCP, List.of(), output);
    assertTrue(result.succeeded(), result.outcomes().toString());
    Set<String> lines = new TreeSet<>(output);
    assertEquals(new TreeSet<>(List.of(
        "[0] sendrecv got 22",
        "[1] ints 123 count 3 source 0 tag 5",
        "[1] objects hello 42 count 2",
        "[1] ssend 2.5",
        "[1] pairs 9876 count 2",
        "[1] sendrecv got 11",
        "[1] probe source 0 waitany index 0 value 5")), lines);
    RankRecord receiver = result.records().get(1);
    assertTrue(receiver.messagesReceived() >= 6, "received " + receiver.messagesReceived());
    assertTrue(result.records().get(0).piggybackBytes() > 0);
  }
}
