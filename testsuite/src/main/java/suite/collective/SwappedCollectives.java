package suite.collective;

import mpi.MPI;
import suite.Expect;

/** Rank 0 calls Barrier then Allreduce; the other ranks call them in the other order. */
@Expect(findings = {"collective-mismatch", "deadlock"}, category = "collective", ranks = 3, interleavings = 1)
public final class SwappedCollectives {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] in = {rank};
    int[] sum = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Allreduce(in, 0, sum, 0, 1, MPI.INT, MPI.SUM);
    } else {
      MPI.COMM_WORLD.Allreduce(in, 0, sum, 0, 1, MPI.INT, MPI.SUM);
      MPI.COMM_WORLD.Barrier();
    }
    MPI.Finalize();
  }
}
