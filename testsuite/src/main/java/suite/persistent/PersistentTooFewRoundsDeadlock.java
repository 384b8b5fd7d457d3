package suite.persistent;

import mpi.MPI;
import mpi.Prequest;
import suite.Expect;

/**
 * Rank 0 runs its persistent receive for three rounds; rank 1 runs its persistent send for only two (an off-by-one in
 * its loop bound). The third Wait of rank 0 waits forever: a deadlock in every execution. Named source: 1 interleaving.
 */
@Expect(findings = "deadlock", category = "persistent", ranks = 2, interleavings = 1)
public class PersistentTooFewRoundsDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] buffer = new int[1];
    int rounds = 3;
    if (rank == 0) {
      Prequest receive = MPI.COMM_WORLD.Recv_init(buffer, 0, 1, MPI.INT, 1, 0);
      for (int round = 0; round < rounds; round++) {
        receive.Start();
        receive.Wait();
      }
    } else {
      Prequest send = MPI.COMM_WORLD.Send_init(buffer, 0, 1, MPI.INT, 0, 0);
      for (int round = 1; round < rounds; round++) {
        send.Start();
        send.Wait();
      }
    }
    MPI.Finalize();
  }
}
