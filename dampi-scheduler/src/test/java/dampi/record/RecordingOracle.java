package dampi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.rank.RunRecord;
import dampi.replay.Interval;
import dampi.replay.LoggingSimulation;
import dampi.replay.ReplayDependence;
import dampi.replay.ReplaySet;
import dampi.timeline.MessageTraces;
import java.util.Map;

/** What a run recorded for replay must show: the adaptive rule applied to the run's own trace, by the definition. */
public final class RecordingOracle {
  private RecordingOracle() {}

  /**
   * What each rank of {@code run} (traced and recorded under {@code bound}) logged is the rule simulated on the run's
   * trace, and the replay set it ended with is the closure of replay dependence over the messages left unlogged,
   * within the bound.
   */
  public static void assertLoggingIsTheRule(RunRecord run, int bound, String context) {
    MessageTraces.DataFlow flow = MessageTraces.dataFlow(run);
    assertEquals(LoggingSimulation.run(flow.trace(), bound).loggedMessages(), flow.logged(),
        "the messages logged, " + context);
    Map<Interval, ReplaySet> closure = ReplayDependence.replaySets(flow.trace(), flow.logged());
    for (int rank = 0; rank < run.size(); rank++) {
      ReplaySet recorded = run.record(rank).replayLog().replaySet();
      assertEquals(bound, run.record(rank).replayLog().bound());
      assertEquals(closure.get(new Interval(rank, 0)), recorded, "rank " + rank + " of " + context);
      assertTrue(recorded.size() <= bound, "rank " + rank + " of " + context + ": " + recorded);
    }
  }
}
