package suite.persistent;

import mpi.MPI;
import mpi.Prequest;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 sets up persistent receives from ranks 1 and 2 and runs them twice with Startall and Waitall; ranks 1 and 2
 * each run a persistent send twice. Named sources: 1 interleaving, no finding.
 */
@Expect(category = "persistent", ranks = 3, interleavings = 1)
public class PersistentStartallCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] fromOne = new int[1];
      int[] fromTwo = new int[1];
      Prequest[] receives = {
          MPI.COMM_WORLD.Recv_init(fromOne, 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Recv_init(fromTwo, 0, 1, MPI.INT, 2, 0)};
      for (int round = 0; round < 2; round++) {
        Prequest.Startall(receives);
        Request.Waitall(receives);
        if (fromOne[0] != 10 + round || fromTwo[0] != 20 + round) {
          throw new IllegalStateException("round " + round + ": " + fromOne[0] + ", " + fromTwo[0]);
        }
      }
    } else {
      int[] out = new int[1];
      Prequest send = MPI.COMM_WORLD.Send_init(out, 0, 1, MPI.INT, 0, 0);
      for (int round = 0; round < 2; round++) {
        out[0] = rank * 10 + round;
        send.Start();
        send.Wait();
      }
    }
    MPI.Finalize();
  }
}
