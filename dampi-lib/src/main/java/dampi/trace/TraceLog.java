package dampi.trace;

import java.io.Serializable;
import java.util.List;

/**
 * One rank's trace at the end of a run, frozen.
 *
 * @param events in the order the rank recorded them, times on {@code clock}
 * @param dropped events past the buffer's capacity, not kept
 */
public record TraceLog(int rank, ClockDomain clock, List<TraceEvent> events, long dropped) implements Serializable {
  public TraceLog {
    events = List.copyOf(events);
  }
}
