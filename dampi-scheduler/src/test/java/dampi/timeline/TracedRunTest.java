package dampi.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.TestPrograms;
import dampi.launch.niodev.NiodevLauncher;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.trace.TraceEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import scenarios.DataRoundTrip;

/**
 * Traces of real runs: the ranks record their calls and messages, the merge pairs every message with its receive,
 * and on niodev, where every rank has its own JVM and clock, the corrected timeline has no receive before its send,
 * even with clock offsets and drift injected on top.
 */
class TracedRunTest {
  /** DataRoundTrip: rank 0 sends rank 1 six messages and gets one back through a Sendrecv. */
  private static final int MESSAGES = 7;

  @Test
  void aMulticoreRunsMessagesArePairedOnTheSharedClock() throws Exception {
    MergedTrace trace = traced(new MulticoreLauncher(MpjInstallation.locate()), Device.MULTICORE);
    assertTrue(trace.sharedClock());
    assertEquals(MESSAGES, trace.messages().size());
    assertEquals(List.of(), trace.violations(0), "on one clock no receive completes before its send began");
    for (MergedTrace.Lane lane : trace.lanes()) {
      assertNull(lane.blockedIn());
      assertTrue(lane.events().stream().anyMatch(e -> e.kind() == TraceEvent.Kind.ENTER
          && e.call().equals("MPI.Finalize")), "rank " + lane.rank() + " shows its Finalize");
    }
  }

  @Test
  void untracedRunsRecordNoTrace() throws Exception {
    LaunchSpec spec = TestPrograms.spec(DataRoundTrip.class, 2);
    RunResult result = new MulticoreLauncher(MpjInstallation.locate()).run(spec,
        rank -> new RankRecorder(rank, RankPlan.free(2, Protocol.LLCP)), RankOutput.discard());
    assertTrue(result.records().stream().allMatch(record -> record.trace() == null));
    assertNull(Timelines.of(result.run()));
  }

  @Test
  void aNiodevRunsClocksAreCorrectedEvenWhenSkewedAndDrifting() throws Exception {
    MergedTrace trace;
    try (NiodevLauncher launcher = new NiodevLauncher(MpjInstallation.locate())) {
      trace = traced(launcher, Device.NIODEV);
    }
    assertFalse(trace.sharedClock(), "each niodev rank has its own JVM");
    assertEquals(MESSAGES, trace.messages().size());
    assertEquals(List.of(), trace.violations(Timelines.MIN_LATENCY_NANOS));
    Random random = new Random(7);
    for (int attempt = 0; attempt < 20; attempt++) {
      List<List<TraceEvent>> skewed = new ArrayList<>();
      for (MergedTrace.Lane lane : trace.lanes()) {
        long offset = (long) ((random.nextDouble() * 2 - 1) * 20_000_000); // up to ±20 ms
        double drift = 1 + (random.nextDouble() * 2 - 1) * 0.01; // up to ±1 %
        skewed.add(lane.events().stream().map(e -> e.at(offset + (long) (e.nanos() * drift))).toList());
      }
      MergedTrace corrected = ClockCondition.correct(trace.withTimes(skewed), Timelines.MIN_LATENCY_NANOS);
      assertEquals(List.of(), corrected.violations(Timelines.MIN_LATENCY_NANOS));
      for (int rank = 0; rank < corrected.lanes().size(); rank++) {
        List<TraceEvent> events = corrected.lane(rank).events();
        for (int i = 1; i < events.size(); i++) {
          assertTrue(events.get(i).nanos() >= events.get(i - 1).nanos(), "rank " + rank + "'s order changed");
          assertEquals(trace.lane(rank).events().get(i).kind(), events.get(i).kind());
        }
      }
    }
  }

  private static MergedTrace traced(dampi.launch.Launcher launcher, Device device) {
    LaunchSpec spec = new LaunchSpec(TestPrograms.program(DataRoundTrip.class), 2, device, Duration.ofSeconds(45),
        null);
    RunResult result = launcher.run(spec,
        rank -> new RankRecorder(rank, RankPlan.free(2, Protocol.LVCP).tracing(true)), RankOutput.discard());
    MergedTrace trace = Timelines.of(result.run());
    assertTrue(trace != null && trace.lanes().size() == 2);
    return trace;
  }
}
