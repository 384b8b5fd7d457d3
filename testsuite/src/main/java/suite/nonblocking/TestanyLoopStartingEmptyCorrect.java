package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 tests once whether either of two receives is done, then polls with Testany until one is, and checks it holds
 * its sender's value. Ranks 1 and 2 send only after a pause, so the first test and the loop's first polls find
 * nothing: they are one loop waiting for a message, no choice of their own. Two interleavings (either receive first),
 * as for a loop whose first poll finds at once.
 */
@Expect(category = "nonblocking", ranks = 3, interleavings = 2)
public class TestanyLoopStartingEmptyCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[][] received = new int[2][1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(received[0], 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(received[1], 0, 1, MPI.INT, 2, 0)};
      Status first = Request.Testany(requests);
      while (first == null) {
        first = Request.Testany(requests);
      }
      if (received[first.index][0] != first.index + 1) {
        throw new IllegalStateException("request " + first.index + " holds " + received[first.index][0]);
      }
      Request.Waitall(requests);
    } else if (rank <= 2) {
      Thread.sleep(300);
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
