package suite.types;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import suite.Expect;

/**
 * Rank 1's Waitall completes two receives; the first gets a message longer than its buffer. The request that failed
 * on its message is complete all the same (its error is its status, MPI-3.1 §3.7.3), and rank 1 completes the other
 * with a Wait of its own before Finalize: the truncation is the one finding, and no request is leaked. It printed the
 * error with getMessage, an MPIException method, which is no MPI call left unmodelled.
 */
@Expect(findings = {"truncation"}, category = "types", ranks = 2, interleavings = 1)
public final class CaughtTruncationInWaitall {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(new int[] {1, 2}, 0, 2, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Send(new int[] {3}, 0, 1, MPI.INT, 1, 1);
    } else {
      int[] first = new int[1];
      int[] second = new int[1];
      Request[] requests = {MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, 0, 0),
          MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, 0, 1)};
      try {
        Request.Waitall(requests);
      } catch (MPIException e) {
        System.out.println("waitall failed: " + e.getMessage());
        requests[1].Wait();
      }
    }
    MPI.Finalize();
  }
}
