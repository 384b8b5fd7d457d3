package dampi.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The online rule against the definition: on generated runs and bounds, the sets the ranks compute as they go are the
 * replay dependence computed afterwards from the whole trace, none exceeds its bound, a logged message adds no
 * dependence, and replaying any interval from its set and the log never waits for a message.
 */
class AdaptiveLoggingPropertiesTest {
  @Provide
  Arbitrary<MessageTrace> traces() {
    return GeneratedTraces.traces();
  }

  @Provide
  Arbitrary<Integer> bounds() {
    return Arbitraries.integers().between(1, 12);
  }

  @Property(tries = 300)
  void onlineReplaySetsAreTheOfflineClosureOfReplayDependence(@ForAll("traces") MessageTrace trace,
      @ForAll("bounds") int bound) {
    LoggedRun run = LoggingSimulation.run(trace, bound);
    Map<Interval, ReplaySet> offline = ReplayDependence.replaySets(trace, run.loggedMessages());
    assertEquals(offline, run.replaySets());
  }

  @Property(tries = 300)
  void noReplaySetExceedsItsBound(@ForAll("traces") MessageTrace trace, @ForAll("bounds") int bound) {
    LoggedRun run = LoggingSimulation.run(trace, bound);
    for (Map.Entry<Interval, ReplaySet> entry : run.replaySets().entrySet()) {
      assertTrue(entry.getValue().size() <= bound, entry.getKey() + ": " + entry.getValue());
      assertTrue(entry.getValue().contains(entry.getKey()), entry.getKey() + " depends on itself");
    }
  }

  @Property(tries = 300)
  void aLoggedMessageAddsNoDependence(@ForAll("traces") MessageTrace trace, @ForAll("bounds") int bound) {
    LoggedRun run = LoggingSimulation.run(trace, bound);
    MessageTrace withoutLogged = TraceEdits.withoutMessages(trace, run.loggedMessages());
    Map<Interval, ReplaySet> withoutThem = ReplayDependence.replaySets(withoutLogged, new BitSet());
    assertEquals(withoutThem, run.replaySets());
    // and unlogged, the same messages could only add to the sets
    Map<Interval, ReplaySet> nothingLogged = ReplayDependence.replaySets(trace, new BitSet());
    run.replaySets().forEach((interval, set) -> assertEquals(nothingLogged.get(interval), nothingLogged.get(interval)
        .union(set), interval + ": " + set + " within " + nothingLogged.get(interval)));
  }

  @Property(tries = 300)
  void replayingAnIntervalFromItsSetNeverWaitsForAMessageNeitherLoggedNorSentAgain(
      @ForAll("traces") MessageTrace trace, @ForAll("bounds") int bound) {
    LoggedRun run = LoggingSimulation.run(trace, bound);
    run.replaySets().forEach((interval, set) ->
        assertNull(ReplayWalk.stuckAt(trace, run.loggedMessages(), set, interval), interval + " from " + set));
  }

  /** Under bound 1 a receive is logged iff one of its messages comes from another interval (a group as a whole). */
  @Property(tries = 200)
  void boundOneLogsEveryMessageBetweenIntervalsAndALargeBoundLogsNone(@ForAll("traces") MessageTrace trace) {
    LoggedRun everything = LoggingSimulation.run(trace, 1);
    LoggedRun nothing = LoggingSimulation.run(trace, trace.intervals().size());
    for (int rank = 0; rank < trace.ranks(); rank++) {
      for (int position = 0; position < trace.events(rank).size(); position++) {
        MessageTrace.Place place = new MessageTrace.Place(rank, position);
        List<Integer> received = trace.received(trace.events(rank).get(position));
        boolean fromElsewhere = received.stream().anyMatch(message -> !trace.intervalOf(trace.sendOf(message))
            .equals(trace.intervalOf(place)));
        for (int message : received) {
          assertEquals(fromElsewhere, everything.logged(message), "message " + message + " under bound 1");
        }
      }
    }
    for (int message = 0; message < trace.messages().size(); message++) {
      assertEquals(false, nothing.logged(message), "message " + message + " under a bound of every interval");
    }
  }
}
