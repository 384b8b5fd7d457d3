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
 * @param spinCpuNanos while the rank is blocked in a call that polls (an application's polling loop, or the layer
 *     polling for a match), the CPU time its main thread has used, sent again as it grows: a poll that found nothing
 *     proves no message only if it ran. -1 when the rank does not poll.
 */
record BlockedState(int rank, String call, Site site, long progress, long spinCpuNanos) implements Serializable {
  BlockedState(int rank, String call, Site site, long progress) {
    this(rank, call, site, progress, -1);
  }

  boolean blocked() {
    return call != null;
  }

  boolean spins() {
    return blocked() && spinCpuNanos >= 0;
  }

  /** Whether {@code other} says something new about the rank: another call, or messages moved. */
  boolean differsFrom(BlockedState other) {
    return other == null || !java.util.Objects.equals(call, other.call) || progress != other.progress;
  }
}
