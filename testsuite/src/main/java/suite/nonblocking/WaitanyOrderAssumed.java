package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts receives from rank 1 and from rank 2 and assumes Waitany completes rank 1's first (rank 2 is slow:
 * it sleeps before sending). Which request Waitany completes is nondeterministic: rank 2's message may be there
 * first, and then the check throws. The receives name their sources, so the race is in the completion order alone:
 * two interleavings, one with the exception.
 */
@Expect(findings = "exception", category = "waitany", ranks = 3, interleavings = 2)
public class WaitanyOrderAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[] fromOne = new int[1];
      int[] fromTwo = new int[1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(fromOne, 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(fromTwo, 0, 1, MPI.INT, 2, 0)};
      Status first = Request.Waitany(requests);
      if (first.index != 0) {
        throw new IllegalStateException("rank 2's message completed first");
      }
      Request.Waitall(requests);
    } else {
      if (rank == 2) {
        Thread.sleep(200);
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
