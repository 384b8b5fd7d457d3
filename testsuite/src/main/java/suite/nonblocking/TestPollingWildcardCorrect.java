package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts two Irecv(ANY_SOURCE) and completes each by polling Test until it returns a status; ranks 1 and 2 send
 * once each. Test completes a receive like Wait does (R4 at completion): the first Irecv may take either sender, 2
 * interleavings, no finding.
 */
@Expect(category = "waitany", ranks = 3, interleavings = 2)
public class TestPollingWildcardCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] a = new int[1];
      int[] b = new int[1];
      Request first = MPI.COMM_WORLD.Irecv(a, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Request second = MPI.COMM_WORLD.Irecv(b, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      for (Request request : new Request[] {first, second}) {
        Status status = null;
        while (status == null) {
          status = request.Test();
          Thread.onSpinWait();
        }
      }
      if (a[0] + b[0] != 3) {
        throw new IllegalStateException("received " + a[0] + " and " + b[0]);
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
