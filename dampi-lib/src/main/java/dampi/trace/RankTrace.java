package dampi.trace;

import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * One rank's trace being recorded (the CLOG approach): its own events in its own buffer, stamped with its own clock,
 * handed over whole at the end of the run ({@link #freeze}) and merged there with the other ranks'. A run that is not
 * traced has none, and every hook costs one null check.
 *
 * <p>The buffer keeps the first events and counts the rest: a trace is for looking at, and a run that makes millions of
 * calls is cut rather than allowed to exhaust memory. The ranks of a run share {@link #RUN_BUDGET} events, at most
 * {@link #RANK_CAPACITY} and at least {@link #RANK_MINIMUM} each (an event takes about 100 bytes). It travels to a niodev rank's JVM
 * inside the rank's recorder, empty.
 */
public final class RankTrace implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  public static final int RUN_BUDGET = 2_000_000;
  public static final int RANK_CAPACITY = 200_000;
  public static final int RANK_MINIMUM = 1_000;
  private final int rank;
  private final int capacity;
  private final List<TraceEvent> events = new ArrayList<>();
  private long dropped;

  /** The trace of {@code rank} in a run of {@code size} ranks. */
  public RankTrace(int rank, int size) {
    this.rank = rank;
    this.capacity = Math.max(RANK_MINIMUM, Math.min(RANK_CAPACITY, RUN_BUDGET / Math.max(1, size)));
  }

  public void enter(String call, String detail, Site site) {
    add(TraceEvent.enter(System.nanoTime(), call, detail, site));
  }

  public void exit(String call) {
    add(TraceEvent.exit(System.nanoTime(), call));
  }

  public void send(Site site, int receiver, int tag, int context, int bytes) {
    add(TraceEvent.send(System.nanoTime(), site, receiver, tag, context, bytes));
  }

  public void receive(Site site, int sender, int tag, int context, long order, int epoch, boolean forced) {
    add(TraceEvent.receive(System.nanoTime(), site, sender, tag, context, order, epoch, forced));
  }

  /** The rank's {@code position}-th collective call, {@code operation} on {@code context} with {@code root}. */
  public void collective(Site site, String operation, int context, int root, int position) {
    add(TraceEvent.collective(System.nanoTime(), site, operation, context, root, position));
  }

  private synchronized void add(TraceEvent event) {
    if (events.size() < capacity) {
      events.add(event);
    } else {
      dropped++;
    }
  }

  /** What was recorded so far, with what identifies this JVM's clock. */
  public synchronized TraceLog freeze() {
    return new TraceLog(rank, ClockDomain.current(), List.copyOf(events), dropped);
  }
}
