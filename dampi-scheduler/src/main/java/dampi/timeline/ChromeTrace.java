package dampi.timeline;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dampi.trace.TraceEvent;
import java.util.List;

/**
 * A merged trace in the Chrome Trace Event format, which Perfetto (ui.perfetto.dev) and chrome://tracing open: one
 * thread per rank, its blocking calls as slices (a call the rank never left runs to the end, marked blocked), sends
 * and receives as instants, and every message as a flow arrow from its send to its receive.
 */
public final class ChromeTrace {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ChromeTrace() {}

  /** The trace as the format's JSON object, {@code title} naming its process. */
  public static String json(MergedTrace trace, String title) {
    ObjectNode root = JSON.createObjectNode();
    ArrayNode events = root.putArray("traceEvents");
    metadata(events, "process_name", -1, "name", title);
    long end = trace.end();
    for (MergedTrace.Lane lane : trace.lanes()) {
      metadata(events, "thread_name", lane.rank(), "name", "rank " + lane.rank());
      metadata(events, "thread_sort_index", lane.rank(), "sort_index", lane.rank());
      for (Spans.Span span : Spans.of(lane, end)) {
        ObjectNode slice = event(events, span.call().call(), "X", lane.rank(), span.start());
        slice.put("dur", micros(span.end() - span.start()));
        ObjectNode args = slice.putObject("args");
        args.put("site", span.call().site().toString());
        args.put("waits for", span.call().detail());
        if (span.open()) {
          args.put("blocked at end", lane.ending());
        }
      }
      List<TraceEvent> laneEvents = lane.events();
      for (TraceEvent e : laneEvents) {
        if (e.kind() == TraceEvent.Kind.SEND || e.kind() == TraceEvent.Kind.RECEIVE) {
          boolean send = e.kind() == TraceEvent.Kind.SEND;
          ObjectNode instant = event(events, (send ? "send to " : "receive from ") + e.peer(), "X", lane.rank(),
              e.nanos());
          instant.put("dur", 0);
          ObjectNode args = instant.putObject("args");
          args.put("site", e.site().toString());
          args.put("tag", e.tag());
          if (e.epoch() >= 0) {
            args.put("epoch", e.epoch());
            args.put("forced", e.forced());
          }
        }
      }
    }
    int id = 0;
    for (MergedTrace.Message message : trace.messages()) {
      id++;
      ObjectNode start = event(events, "message", "s", message.sender(), trace.sendOf(message).nanos());
      start.put("id", id);
      start.put("cat", "message");
      ObjectNode finish = event(events, "message", "f", message.receiver(), trace.receiveOf(message).nanos());
      finish.put("id", id);
      finish.put("cat", "message");
      finish.put("bp", "e");
    }
    root.put("displayTimeUnit", "ns");
    if (trace.dropped() > 0) {
      root.putObject("otherData").put("dropped events", trace.dropped());
    }
    try {
      return JSON.writeValueAsString(root);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void metadata(ArrayNode events, String name, int tid, String key, Object value) {
    ObjectNode meta = events.addObject();
    meta.put("name", name);
    meta.put("ph", "M");
    meta.put("pid", 0);
    if (tid >= 0) {
      meta.put("tid", tid);
    }
    meta.putPOJO("args", java.util.Map.of(key, value));
  }

  private static ObjectNode event(ArrayNode events, String name, String phase, int rank, long nanos) {
    ObjectNode event = events.addObject();
    event.put("name", name);
    event.put("ph", phase);
    event.put("pid", 0);
    event.put("tid", rank);
    event.put("ts", micros(nanos));
    return event;
  }

  private static double micros(long nanos) {
    return nanos / 1000.0;
  }
}
