package dampi.timeline;

import dampi.trace.TraceEvent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** The blocking calls of one lane as spans: each entry paired with its exit, or open until the end of the run. */
final class Spans {
  /**
   * A blocking call from event {@code enter} to event {@code exit} (-1: the rank never left it).
   *
   * @param start its entry's time
   * @param end its exit's time, or the run's end when it never left
   */
  record Span(int enter, int exit, long start, long end, TraceEvent call) {
    boolean open() {
      return exit < 0;
    }
  }

  private Spans() {}

  static List<Span> of(MergedTrace.Lane lane, long runEnd) {
    List<Span> spans = new ArrayList<>();
    Deque<Integer> entered = new ArrayDeque<>();
    List<TraceEvent> events = lane.events();
    for (int i = 0; i < events.size(); i++) {
      TraceEvent event = events.get(i);
      if (event.kind() == TraceEvent.Kind.ENTER) {
        entered.push(i);
      } else if (event.kind() == TraceEvent.Kind.EXIT && !entered.isEmpty()) {
        int enter = entered.pop();
        spans.add(new Span(enter, i, events.get(enter).nanos(), event.nanos(), events.get(enter)));
      }
    }
    while (!entered.isEmpty()) {
      int enter = entered.pop();
      spans.add(new Span(enter, -1, events.get(enter).nanos(), Math.max(runEnd, events.get(enter).nanos()),
          events.get(enter)));
    }
    spans.sort(java.util.Comparator.comparingLong(Span::start));
    return spans;
  }
}
