package dampi.intercept;

import dampi.rank.ResourceKind;
import dampi.site.Site;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import mpi.Comm;
import mpi.MPI;

/**
 * The communicators MPI gives as MPI_COMM_NULL (MPI-3.1 §6.4.2): the result of {@code Split} for a color of
 * {@code MPI.UNDEFINED}, and of {@code Create} on a process outside the group. There is nothing to free, and any call
 * on MPI_COMM_NULL, {@code Free} included, is erroneous (§6.4.3). MPJ 0.44 hands out objects instead: {@code Split}
 * puts every UNDEFINED rank in one more communicator of their own, {@code Create} a placeholder without a device
 * communicator (whose {@code Rank()} is UNDEFINED). They are kept out of the resource ledger and remembered, so that a
 * call on one is reported. ({@code Create_cart} and {@code Create_graph} give Java null for ranks outside the grid,
 * and the ledger ignores null; {@code Cartcomm.Sub}, {@code Create_intercomm} and {@code Merge} give every caller a
 * communicator.) One rank's communicators: the class is loaded per rank.
 */
final class NullCommunicators {
  private static final Map<Comm, String> ORIGINS = Collections.synchronizedMap(new IdentityHashMap<>());

  private NullCommunicators() {}

  /** The result of {@code Split(color, key)} at {@code site}: MPI_COMM_NULL for color UNDEFINED, else the caller's. */
  static void split(Comm result, int color, Site site) {
    if (color == MPI.UNDEFINED) {
      ORIGINS.put(result, "Split with color MPI.UNDEFINED at " + site);
    } else {
      RankBinding.recorder().resources().created(result, ResourceKind.COMMUNICATOR, site);
    }
  }

  /** The result of {@code Create(group)} at {@code site}: MPI_COMM_NULL where this process is not in the group. */
  static void created(Comm result, Site site) {
    if (result != null && result.mpjdevComm == null) {
      ORIGINS.put(result, "Create on a process outside the group at " + site);
    } else {
      RankBinding.recorder().resources().created(result, ResourceKind.COMMUNICATOR, site);
    }
  }

  /** Why {@code comm} is MPI_COMM_NULL, or null when it is a communicator. */
  static String why(Comm comm) {
    String origin = ORIGINS.get(comm);
    return origin == null ? null : "the communicator is MPI_COMM_NULL, from " + origin + " (MPI-3.1 §6.4.2)";
  }
}
