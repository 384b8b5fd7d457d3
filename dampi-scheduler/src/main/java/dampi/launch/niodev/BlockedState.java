package dampi.launch.niodev;

import dampi.site.Site;
import java.io.Serializable;

/**
 * A rank JVM's word on whether it is stuck: sent whenever it changes. A rank is blocked while its application is
 * inside a blocking MPI call (its interception layer says which); {@code progress} counts the messages it has sent
 * and received, so the launcher can tell a quiet run from a busy one.
 *
 * @param call the blocking MPI call, e.g. {@code Comm.Recv}, or null when the rank is not blocked
 * @param site the application's line of that call, the unknown site when the rank is not blocked
 */
record BlockedState(int rank, String call, Site site, long progress) implements Serializable {
  boolean blocked() {
    return call != null;
  }
}
