package suite.leak;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 receives one message from each other rank with ANY_SOURCE (two orders, two interleavings), and every rank
 * clones COMM_WORLD without freeing the clone. The leak shows in both interleavings and is reported once, counted
 * twice.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 3, interleavings = 2)
public final class LeakInEveryInterleaving {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Intracomm forgotten = (Intracomm) MPI.COMM_WORLD.clone();
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      for (int i = 1; i < MPI.COMM_WORLD.Size(); i++) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    forgotten.Barrier();
    MPI.Finalize();
  }
}
