package dampi.intercept;

import dampi.site.Site;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import mpi.Datatype;

/**
 * Where the application's communicators and derived datatypes stand in their life: a derived datatype is constructed,
 * then committed before it is used in communication (MPI-3.1 §4.1.9), and neither it nor a communicator may be used
 * once freed (§4.1.9, §6.4.3). MPJ 0.44 checks none of this: a freed communicator still sends. One rank's handles (the
 * class is loaded per rank).
 */
final class HandleStates {
  private static final Map<Datatype, Site> CONSTRUCTED = Collections.synchronizedMap(new IdentityHashMap<>());
  private static final Set<Datatype> COMMITTED = Collections.synchronizedSet(
      Collections.newSetFromMap(new IdentityHashMap<>()));
  private static final Map<Object, Site> FREED = Collections.synchronizedMap(new IdentityHashMap<>());

  private HandleStates() {}

  static void constructed(Datatype type, Site site) {
    CONSTRUCTED.put(type, site);
  }

  /** Where the application constructed {@code type}, or null for a basic type. */
  static Site constructedAt(Datatype type) {
    return CONSTRUCTED.get(type);
  }

  static void committed(Datatype type) {
    COMMITTED.add(type);
  }

  static void freed(Object handle, Site site) {
    FREED.put(handle, site);
  }

  /** Why {@code type} may not be used in communication, or null when it may. */
  static String unusable(Datatype type) {
    Site freedAt = FREED.get(type);
    if (freedAt != null) {
      return "the datatype was freed at " + freedAt + " (MPI-3.1 §4.1.9)";
    }
    Site constructedAt = CONSTRUCTED.get(type);
    if (constructedAt != null && !COMMITTED.contains(type)) {
      return "the datatype constructed at " + constructedAt + " was never committed (MPI-3.1 §4.1.9)";
    }
    return null;
  }

  /** Where the application freed {@code comm}, or null. */
  static Site freedAt(Object comm) {
    return FREED.get(comm);
  }
}
