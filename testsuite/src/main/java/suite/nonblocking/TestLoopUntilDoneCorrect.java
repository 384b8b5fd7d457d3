package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 1 posts Irecv for rank 0's message and Tests it in a loop until it completes, then answers. A loop of Tests is
 * one choice, what it ends with (README): it only ever ends completing the receive, so there is one interleaving,
 * whichever Test of the loop completes it, and no finding.
 */
@Expect(category = "nonblocking", ranks = 2, interleavings = 1)
public class TestLoopUntilDoneCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {0};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(new int[] {5}, 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 2);
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      Request incoming = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 0, 1);
      while (incoming.Test() == null) {
        Thread.onSpinWait();
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 2);
    }
    MPI.Finalize();
  }
}
