package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts receives from ranks 1 and 2 and polls Testsome until it returns something, assuming that is one
 * request, then waits for the other. MPI returns every request complete at the time (MPI-3.1 §3.7.5): request 0,
 * request 1, or both, 3 outcomes; the assumption fails when both messages were there.
 */
@Expect(findings = {"exception"}, category = "nonblocking", ranks = 3, interleavings = 3)
public class TestsomeOneAtATimeAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] first = new int[1];
      int[] second = new int[1];
      Request[] requests = {MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, 2, 0)};
      Status[] done;
      do {
        done = Request.Testsome(requests);
      } while (done == null || done.length == 0);
      if (done.length != 1) {
        throw new IllegalStateException("Testsome returned " + done.length + " requests at once");
      }
      requests[1 - done[0].index].Wait();
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
