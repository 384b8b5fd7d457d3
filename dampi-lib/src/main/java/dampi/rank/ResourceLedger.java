package dampi.rank;

import dampi.site.Site;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The MPI objects one rank holds: created by the application's calls, released when completed or freed. At
 * {@code MPI.Finalize} whatever is still held becomes the rank's leaks. The MPJ objects themselves are keys by
 * identity and never leave the rank (they are not serializable); only the leaks do.
 */
public final class ResourceLedger implements Serializable {
  private static final long serialVersionUID = 1L;
  // Per handle, what it was created as, latest last: MPJ hands out one object for several MPI handles (Comm.Group()
  // returns the communicator's own group each time), and each of them is the application's to free.
  private transient Map<Object, java.util.ArrayDeque<Resource>> held = new IdentityHashMap<>();
  private final List<Resource> leakedAtFinalize = new ArrayList<>();

  public synchronized void created(Object handle, ResourceKind kind, Site site) {
    if (handle != null) {
      held().computeIfAbsent(handle, key -> new java.util.ArrayDeque<>()).addLast(new Resource(kind, site));
    }
  }

  /** The resource {@code handle} was created as, or null when it is not held. */
  public synchronized Resource released(Object handle) {
    java.util.ArrayDeque<Resource> created = handle == null ? null : held().get(handle);
    if (created == null) {
      return null;
    }
    Resource released = created.removeLast();
    if (created.isEmpty()) {
      held().remove(handle);
    }
    return released;
  }

  public synchronized boolean holds(Object handle) {
    return handle != null && held().containsKey(handle);
  }

  /** MPI.Finalize was called: everything still held is leaked. */
  public synchronized void finalizeNow() {
    leakedAtFinalize.clear();
    held().values().forEach(leakedAtFinalize::addAll);
  }

  /** Something the rank left behind when it ended (a thread still running), found after the run. */
  public synchronized void leftBehind(Resource resource) {
    leakedAtFinalize.add(resource);
  }

  public synchronized List<Resource> leakedAtFinalize() {
    return List.copyOf(leakedAtFinalize);
  }

  private Map<Object, java.util.ArrayDeque<Resource>> held() {
    if (held == null) {
      held = new IdentityHashMap<>(); // after deserialization the handles stay behind in the rank
    }
    return held;
  }
}
