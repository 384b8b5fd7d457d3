package dampi.intercept;

import dampi.rank.RuleViolation;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import mpi.BasicType;
import mpi.Datatype;
import mpi.Prequest;
import mpi.Request;

/**
 * The array regions the rank's pending nonblocking and persistent operations own, from the call (or Start) until a
 * Wait or Test completes them: while a send is pending its buffer may not be written, while a receive is pending its
 * buffer may not be read or written (MPI-3.1 §3.7.2, §3.7.3). A point-to-point call that uses a region overlapping
 * one in flight where either writes is a {@code buffer-in-use} violation at that call. MPJ copies send data at the
 * call and fills receive arrays at completion, so the error is silent there and shows on other MPI libraries.
 *
 * <p>The application's own element reads and writes, and its {@code System.arraycopy} calls, are checked too (see
 * {@link ArrayAccess}): writing a region in flight, or reading one a receive fills, is the same violation at the
 * access's line, reported once per region and kind of access, so that a loop over the buffer is one finding.
 *
 * <p>Only calls with a basic datatype are checked (a region is then elements {@code offset .. offset+count-1});
 * disjoint regions of one array, one per peer, are correct and stay quiet, as do several sends from one region and
 * reads of a region a send is sending from (MPI-3.1 §3.7.2 allows them since MPI-3.0).
 */
final class BuffersInFlight {
  /** Elements {@code from .. to-1} of {@code array}, used by {@code call} at {@code site}. */
  record Region(Object array, int from, int to, boolean writes, String call, Site site) {
    boolean conflictsWith(Region other) {
      return conflictsWith(other.array, other.from, other.to, other.writes);
    }

    /** Whether elements {@code from .. to-1} of {@code array}, used as {@code writes} says, overlap this region. */
    boolean conflictsWith(Object otherArray, int otherFrom, int otherTo, boolean otherWrites) {
      return array == otherArray && from < otherTo && otherFrom < to && (writes || otherWrites);
    }

    String describe() {
      return "elements " + from + ".." + (to - 1) + " of its " + typeOf(array);
    }

    /** What a violation says of the pending operation that owns this region. */
    String owner() {
      return "the " + call + " at " + site + (writes ? " still receives into " : " still sends from ") + "elements "
          + from + ".." + (to - 1) + " (MPI-3.1 §3.7.2: a buffer in use by a pending operation)";
    }
  }

  /** A region in flight, and whether the application's reads and writes of it were reported already. */
  static final class Held {
    final Region region;
    private boolean readReported;
    private boolean writeReported;

    Held(Region region) {
      this.region = region;
    }

    /** Whether an application access of {@code count} elements from {@code from} conflicts with this region. */
    boolean conflictsWith(Object array, int from, int count, boolean writes) {
      return region.conflictsWith(array, from, from + count, writes);
    }

    /**
     * Whether an application access of this kind to this region is still to be reported: it conflicts (a write, or
     * a read of a region a receive fills) and none like it was reported yet.
     */
    synchronized boolean unreported(boolean writes) {
      return (writes || region.writes()) && !(writes ? writeReported : readReported);
    }

    /** True the first time only, per kind of access. */
    private synchronized boolean firstReport(boolean writes) {
      boolean first = writes ? !writeReported : !readReported;
      if (writes) {
        writeReported = true;
      } else {
        readReported = true;
      }
      return first;
    }
  }

  private static final Held[] NONE = {};
  private static final Map<Request, Held> IN_FLIGHT = new IdentityHashMap<>();
  private static final Map<Prequest, Region> PERSISTENT = new IdentityHashMap<>();

  /**
   * The regions in flight, as an immutable snapshot replaced at each change: the application's every array access
   * reads it, and while it is empty (no operation pending, most of a program's time) that is all the check costs.
   * Changed and read by the rank's own thread in practice, so it needs no barrier; another thread may see it late.
   */
  static Held[] held = NONE;

  private BuffersInFlight() {}

  /**
   * A call uses {@code count} elements of {@code buf} from {@code offset}, writing them when {@code writes}: a
   * conflict with a region in flight is recorded. Returns the region, for {@link #hold} when the call is nonblocking,
   * or null when it is not checked.
   */
  static Region use(String call, Object buf, int offset, int count, Datatype type, boolean writes) {
    Region region = regionOf(call, buf, offset, count, type, writes, CallSite.current());
    if (region != null) {
      conflicts(region);
    }
    return region;
  }

  /**
   * A call that sends from {@code sent} and receives into {@code received} (either null when the call does not use
   * it, or it is not checked) needs them disjoint: an OUT argument may not alias another argument (MPI-3.1 §2.3; a
   * Sendrecv's buffers, §3.10), and MPJ has no MPI_IN_PLACE. An overlap is a violation at the call.
   */
  static void disjoint(Region sent, Region received, String rule) {
    if (sent != null && received != null && received.conflictsWith(sent)) {
      Violations.record(RuleViolation.Rule.BUFFER_IN_USE, received.site(), received.call(), "its send buffer ("
          + sent.describe() + ") and its receive buffer (" + received.describe() + ") overlap; " + rule);
    }
  }

  /** The nonblocking call that made {@code request} owns {@code region} until the request completes. */
  static synchronized void hold(Request request, Region region) {
    if (request != null && region != null) {
      IN_FLIGHT.put(request, new Held(region));
      held = IN_FLIGHT.values().toArray(NONE);
      AccessSpans.forget();
    }
  }

  /** A persistent request will own its region from each Start (see {@link #starting}). */
  static synchronized void persistent(Prequest request, String call, Object buf, int offset, int count,
      Datatype type, boolean writes) {
    Region region = regionOf(call, buf, offset, count, type, writes, CallSite.current());
    if (request != null && region != null) {
      PERSISTENT.put(request, region);
    }
  }

  /** A persistent request starts: its region, checked at the Start, is in flight until it completes. */
  static void starting(Prequest request) {
    Region created;
    synchronized (BuffersInFlight.class) {
      created = PERSISTENT.get(request);
    }
    if (created != null) {
      Region started = new Region(created.array(), created.from(), created.to(), created.writes(), "Prequest.Start",
          CallSite.current());
      conflicts(started);
      hold(request, started);
    }
  }

  static synchronized void completed(Request request) {
    if (IN_FLIGHT.remove(request) != null) {
      held = IN_FLIGHT.isEmpty() ? NONE : IN_FLIGHT.values().toArray(NONE);
      AccessSpans.forget();
    }
  }

  /**
   * The application read ({@code writes} false) or wrote {@code count} elements of {@code array} from {@code from},
   * and some region is in flight: a conflict is recorded at the application's line, once per region and kind.
   */
  static void accessed(Held[] snapshot, String access, Object array, int from, int count, boolean writes) {
    for (Held inFlight : snapshot) {
      if (inFlight.conflictsWith(array, from, count, writes)) {
        ProgramWrites.conflictingAccess();
        if (inFlight.firstReport(writes)) {
          Region region = inFlight.region;
          String elements = count == 1 ? "element " + from : "elements " + from + ".." + (from + count - 1);
          Violations.record(RuleViolation.Rule.BUFFER_IN_USE, CallSite.walk(), access, (writes ? "writes " : "reads ")
              + elements + " of its " + typeOf(array) + " while " + region.owner());
        }
      }
    }
  }

  private static String typeOf(Object array) {
    return array.getClass().getComponentType().getSimpleName() + "[" + java.lang.reflect.Array.getLength(array)
        + "]";
  }

  private static void conflicts(Region region) {
    List<Region> clashes = new ArrayList<>();
    synchronized (BuffersInFlight.class) {
      for (Held inFlight : IN_FLIGHT.values()) {
        if (region.conflictsWith(inFlight.region)) {
          clashes.add(inFlight.region);
        }
      }
    }
    for (Region clash : clashes) {
      Violations.record(RuleViolation.Rule.BUFFER_IN_USE, region.site(), region.call(), (region.writes()
          ? "writes " : "reads ") + region.describe() + " while " + clash.owner());
    }
  }

  private static Region regionOf(String call, Object buf, int offset, int count, Datatype type, boolean writes,
      Site site) {
    if (count <= 0 || !(type instanceof BasicType) || buf == null || !buf.getClass().isArray()) {
      return null;
    }
    return new Region(buf, offset, offset + count, writes, call, site);
  }
}
