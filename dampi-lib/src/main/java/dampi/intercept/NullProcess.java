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
  // The requests made for the null process, forgotten with the application's last reference to them
  private static final java.util.Map<Request, Boolean> MADE = new java.util.WeakHashMap<>();

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

  /**
   * The request of a nonblocking call with the null process: active and complete from the start, its status that of
   * {@link #status()}. MPJ's null request would be inactive, so that Waitany returned UNDEFINED for it and Waitsome
   * never reported it (MPI-3.1 §3.7.5 counts it as active until completed).
   */
  static Request request() {
    mpjdev.Status status = new mpjdev.Status();
    status.source = MPI.PROC_NULL;
    status.tag = MPI.ANY_TAG;
    Request request = new Request(new LocallyCompleteRequest(status));
    synchronized (MADE) {
      MADE.put(request, Boolean.TRUE);
    }
    Requests.issuedWithTheNullProcess(request);
    return request;
  }

  /** Whether {@code request} is one {@link #request()} made: a completion call may return it at any time. */
  static boolean made(Request request) {
    synchronized (MADE) {
      return request != null && MADE.containsKey(request);
    }
  }
}
