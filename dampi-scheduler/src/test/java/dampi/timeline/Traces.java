package dampi.timeline;

import dampi.site.Site;
import dampi.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;

/** Hand-made traces for the timeline's tests: lanes of events at chosen times. */
final class Traces {
  private Traces() {}

  static TraceEvent enter(long nanos, String call) {
    return new TraceEvent(TraceEvent.Kind.ENTER, nanos, call, call, Site.of("Test.java", 1), -1, -1, -1, -1, -1,
        false, 0);
  }

  static TraceEvent exit(long nanos, String call) {
    return new TraceEvent(TraceEvent.Kind.EXIT, nanos, call, "", Site.unknown(), -1, -1, -1, -1, -1, false, 0);
  }

  static TraceEvent send(long nanos, int to, int tag) {
    return new TraceEvent(TraceEvent.Kind.SEND, nanos, "send", "", Site.of("Test.java", 2), to, tag, 0, -1, -1,
        false, 0);
  }

  static TraceEvent receive(long nanos, int from, int tag, long order) {
    return new TraceEvent(TraceEvent.Kind.RECEIVE, nanos, "receive", "", Site.of("Test.java", 3), from, tag, 0, order,
        -1, false, 0);
  }

  /** A trace of these lanes (by rank), its messages paired as the merge pairs them. */
  @SafeVarargs
  static MergedTrace of(boolean sharedClock, List<TraceEvent>... lanes) {
    List<MergedTrace.Lane> built = new ArrayList<>();
    for (int rank = 0; rank < lanes.length; rank++) {
      built.add(new MergedTrace.Lane(rank, lanes[rank], null, "rank " + rank + ": finalized"));
    }
    return new MergedTrace(built, TraceMerge.pair(built), sharedClock, 0);
  }
}
