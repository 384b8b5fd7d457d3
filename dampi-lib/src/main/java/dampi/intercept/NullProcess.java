package dampi.intercept;

import mpi.MPI;
import mpi.Request;
import mpi.Status;

/**
 * MPI_PROC_NULL as a peer (MPI-3.1 §3.11): a send to it and a receive from it succeed at once, the receive leaving
 * its buffer as it was and returning source PROC_NULL, tag ANY_TAG and count 0. MPJ 0.44 rejects the null process in
 * every point-to-point call, so dampi answers for it and MPJ never sees such a call: a correct program that sends
 * past the edge of its grid is judged by the standard, not by MPJ's gap. Nothing is recorded for it: no message moves.
 */
final class NullProcess {
  private NullProcess() {}

  static boolean is(int rank) {
    return rank == MPI.PROC_NULL;
  }

  /** What a receive or probe of the null process returns. */
  static Status status() {
    Status status = new Status();
    status.source = MPI.PROC_NULL;
    status.tag = MPI.ANY_TAG;
    status.count = 0;
    status.countInBytes = 0;
    status.numEls = 0;
    return status;
  }

  /** The request of a nonblocking call with the null process: complete from the start (MPJ's null request). */
  static Request request() {
    return MPI.REQUEST_NULL;
  }
}
