package dampi.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AdaptiveLoggingTest {
  /**
   * A chain 0 -> 1 -> 2: rank 1 forwards what rank 0 sent, then rank 0 sends once more to rank 1 after the chain's
   * message left.
   */
  private static MessageTrace chain() {
    MessageTrace.Builder builder = MessageTrace.builder(3);
    int first = builder.message(0, 1, 8);
    int forwarded = builder.message(1, 2, 16);
    int late = builder.message(0, 1, 4);
    return builder.send(first, 1).receive(first, 2).send(forwarded, 3).receive(forwarded, 4).send(late, 5)
        .receive(late, 6).build();
  }

  @Test
  void aMessageWhoseSetWouldOverflowTheBoundIsLoggedAndAddsNothing() {
    LoggedRun run = LoggingSimulation.run(chain(), 2);
    assertFalse(run.logged(0), "{0} joins {1}: two intervals");
    assertTrue(run.logged(1), "{0,1} would make rank 2's set three intervals");
    assertEquals(ReplaySet.of(List.of(new Interval(2, 0))), run.replaySet(new Interval(2, 0)));
    assertEquals(ReplaySet.of(List.of(new Interval(0, 0), new Interval(1, 0))), run.replaySet(new Interval(1, 0)));
    assertEquals(1.0 / 3, run.loggedShare(), 1e-9);
    assertEquals(16 + LoggedRun.ENTRY_HEADER_BYTES, run.logBytes());
    assertEquals((1 + 2 + 1) / 3.0 / 3, run.averageCost(), 1e-9);
    assertEquals(2 / 3.0, run.maximumCost(), 1e-9);
  }

  @Test
  void aHelperRankIsNeededOnlyUpToItsLastSendOnAChainIntoTheReplayedInterval() {
    MessageTrace trace = chain();
    Map<Interval, Integer> frontiers = ReplayDependence.rightFrontiers(trace, new BitSet(), new Interval(2, 0));
    assertEquals(Map.of(new Interval(2, 0), 1, new Interval(1, 0), 2, new Interval(0, 0), 1), frontiers,
        "rank 0 up to its first send, rank 1 up to its forward, rank 2 to its end");
  }

  @Test
  void aReplayWithoutTheLogWaitsAtTheFirstMessageNobodySendsAgain() {
    MessageTrace trace = chain();
    LoggedRun run = LoggingSimulation.run(trace, 2);
    Interval last = new Interval(2, 0);
    assertNull(ReplayWalk.stuckAt(trace, run.loggedMessages(), run.replaySet(last), last));
    assertEquals(new MessageTrace.Place(2, 0), ReplayWalk.stuckAt(trace, new BitSet(), run.replaySet(last), last),
        "the forwarded message was logged; without the log rank 2 alone cannot have it");
  }

  @Test
  void aCheckpointCutsDependenceOnWhatCameBefore() {
    MessageTrace.Builder builder = MessageTrace.builder(2);
    int early = builder.message(0, 1, 1);
    builder.send(early, 1).receive(early, 2).checkpoint(1, 3);
    int after = builder.message(1, 0, 1);
    MessageTrace trace = builder.send(after, 4).receive(after, 5).build();
    LoggedRun run = LoggingSimulation.run(trace, 8);
    assertEquals(ReplaySet.of(List.of(new Interval(1, 1), new Interval(0, 0))), run.replaySet(new Interval(0, 0)),
        "rank 0 depends on rank 1's second interval only, whose start is a checkpoint");
  }

  @Test
  void theBoundMustLeaveRoomForTheIntervalItself() {
    assertThrows(IllegalArgumentException.class, () -> new AdaptiveLogging(0, 0));
  }

  @Test
  void aTraceWhoseReceiveComesBeforeItsSendIsRefused() {
    MessageTrace.Builder builder = MessageTrace.builder(2);
    int one = builder.message(0, 1, 1);
    int two = builder.message(1, 0, 1);
    builder.receive(two, 1).send(one, 2).receive(one, 3).send(two, 4);
    assertThrows(IllegalArgumentException.class, builder::build);
  }

  @Test
  void checkpointsArePlacedEveryPeriodOnEveryRankWithoutEmptyIntervals() {
    MessageTrace.Builder builder = MessageTrace.builder(2);
    for (int time = 0; time < 100; time += 2) {
      int message = builder.message(time % 4 == 0 ? 0 : 1, time % 4 == 0 ? 1 : 0, 1);
      builder.send(message, time).receive(message, time + 1);
    }
    MessageTrace placed = CheckpointPlacement.every(builder.build(), 0.1, new Random(7));
    for (int rank = 0; rank < 2; rank++) {
      long checkpoints = placed.events(rank).stream().filter(e -> e.kind() == MessageTrace.Kind.CHECKPOINT).count();
      assertTrue(checkpoints >= 9 && checkpoints <= 10, "rank " + rank + ": " + checkpoints);
      for (Interval interval : placed.intervals()) {
        int[] span = placed.span(interval);
        assertTrue(interval.rank() != rank || span[1] > span[0], interval + " is empty");
      }
    }
    assertEquals(50, placed.messages().size());
  }

  @Test
  void unionSizeCountsSharedIntervalsOnce() {
    ReplaySet a = ReplaySet.of(List.of(new Interval(0, 0), new Interval(2, 1), new Interval(3, 0)));
    ReplaySet b = ReplaySet.of(List.of(new Interval(2, 1), new Interval(1, 0)));
    assertEquals(4, a.unionSize(b));
    assertEquals(a.union(b).size(), a.unionSize(b));
    assertEquals(List.of(new Interval(0, 0), new Interval(1, 0), new Interval(2, 1), new Interval(3, 0)),
        a.union(b).intervals());
    assertEquals(a, a.union(ReplaySet.empty()));
  }
}
