package dampi.replay;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Replays one interval as a subset replay would, on the trace alone: every interval of its replay set runs again from
 * its start; a receive takes its message from the log when the message was logged, or else from a send the replay
 * has made again; a receive with neither waits. The replay works when the interval reaches its end.
 */
public final class ReplayWalk {
  private ReplayWalk() {}

  /**
   * Where the replay of {@code target} from {@code replaySet} stopped short: the receive it waited at for a message
   * neither logged nor sent again, or null when it reached its end.
   */
  public static MessageTrace.Place stuckAt(MessageTrace trace, BitSet logged, ReplaySet replaySet, Interval target) {
    if (!replaySet.contains(target)) {
      throw new IllegalArgumentException("a replay set of " + target + " must hold it: " + replaySet);
    }
    List<Interval> intervals = replaySet.intervals();
    Map<Interval, Integer> next = new HashMap<>();
    for (Interval interval : intervals) {
      next.put(interval, trace.span(interval)[0]);
    }
    BitSet sentAgain = new BitSet();
    boolean progress = true;
    while (progress) {
      progress = false;
      for (Interval interval : intervals) {
        int end = trace.span(interval)[1];
        int position = next.get(interval);
        while (position < end) {
          MessageTrace.Event event = trace.events(interval.rank()).get(position);
          if (!trace.received(event).stream().allMatch(message -> logged.get(message) || sentAgain.get(message))) {
            break;
          }
          if (event.kind() == MessageTrace.Kind.SEND) {
            sentAgain.set(event.message());
          }
          position++;
          progress = true;
        }
        next.put(interval, position);
      }
    }
    int reached = next.get(target);
    return reached < trace.span(target)[1] ? new MessageTrace.Place(target.rank(), reached) : null;
  }
}
