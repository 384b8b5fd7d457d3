package dampi.replay;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Replay dependence computed offline from a whole trace and the messages logged: the intervals whose events some
 * event of an interval depends on, by program order within an interval and by unlogged messages, and how far each
 * must run (its right frontier). The definition itself, walked backwards from the interval's last event; what
 * {@link AdaptiveLogging} must compute online.
 */
public final class ReplayDependence {
  private ReplayDependence() {}

  /** The replay set of every interval of {@code trace}. */
  public static Map<Interval, ReplaySet> replaySets(MessageTrace trace, BitSet logged) {
    Map<Interval, ReplaySet> sets = new TreeMap<>();
    for (Interval interval : trace.intervals()) {
      sets.put(interval, ReplaySet.of(rightFrontiers(trace, logged, interval).keySet()));
    }
    return sets;
  }

  /**
   * The intervals a replay of {@code target} re-executes, each with the position just after its last event the replay
   * needs: {@code target}'s own end, and for the others their last send on a chain of unlogged messages into it.
   */
  public static Map<Interval, Integer> rightFrontiers(MessageTrace trace, BitSet logged, Interval target) {
    Map<Interval, Integer> frontiers = new HashMap<>();
    int[] span = trace.span(target);
    frontiers.put(target, span[0]);
    Deque<MessageTrace.Place> needed = new ArrayDeque<>();
    if (span[1] > span[0]) {
      needed.add(new MessageTrace.Place(target.rank(), span[1] - 1));
    }
    while (!needed.isEmpty()) {
      MessageTrace.Place place = needed.poll();
      Interval interval = trace.intervalOf(place);
      int reached = frontiers.getOrDefault(interval, trace.span(interval)[0]);
      // Everything of the interval up to this event is needed; only the part not scanned yet can add messages.
      for (int position = reached; position <= place.position(); position++) {
        for (int message : trace.received(trace.events(place.rank()).get(position))) {
          if (!logged.get(message)) {
            needed.add(trace.sendOf(message));
          }
        }
      }
      frontiers.put(interval, Math.max(reached, place.position() + 1));
    }
    return frontiers;
  }
}
