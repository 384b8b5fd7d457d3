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
 * <p>Only calls with a basic datatype are checked (a region is then elements {@code offset .. offset+count-1});
 * disjoint regions of one array, one per peer, are correct and stay quiet, as do several sends from one region. The
 * application's own reads and writes of a region in flight are not seen (that needs its array accesses
 * instrumented).
 */
final class BuffersInFlight {
  /** Elements {@code from .. to-1} of {@code array}, used by {@code call} at {@code site}. */
  record Region(Object array, int from, int to, boolean writes, String call, Site site) {
    boolean conflictsWith(Region other) {
      return array == other.array && from < other.to && other.from < to && (writes || other.writes);
    }

    String describe() {
      return "elements " + from + ".." + (to - 1) + " of its " + array.getClass().getComponentType().getSimpleName()
          + "[" + java.lang.reflect.Array.getLength(array) + "]";
    }
  }

  private static final Map<Request, Region> IN_FLIGHT = new IdentityHashMap<>();
  private static final Map<Prequest, Region> PERSISTENT = new IdentityHashMap<>();

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

  /** The nonblocking call that made {@code request} owns {@code region} until the request completes. */
  static synchronized void hold(Request request, Region region) {
    if (request != null && region != null) {
      IN_FLIGHT.put(request, region);
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
    IN_FLIGHT.remove(request);
  }

  private static void conflicts(Region region) {
    List<Region> clashes = new ArrayList<>();
    synchronized (BuffersInFlight.class) {
      for (Region inFlight : IN_FLIGHT.values()) {
        if (region.conflictsWith(inFlight)) {
          clashes.add(inFlight);
        }
      }
    }
    for (Region clash : clashes) {
      Violations.record(RuleViolation.Rule.BUFFER_IN_USE, region.site(), region.call(), (region.writes()
          ? "writes " : "reads ") + region.describe() + " while the " + clash.call() + " at " + clash.site()
          + (clash.writes() ? " still receives into " : " still sends from ") + "elements " + clash.from() + ".."
          + (clash.to() - 1) + " (MPI-3.1 §3.7.2: a buffer in use by a pending operation)");
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
