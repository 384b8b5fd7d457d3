package suite.collective;

import mpi.MPI;
import suite.Expect;

/** The correct sequence next to the mismatches: Bcast, Reduce, Barrier, Allreduce, all alike on every rank. */
@Expect(category = "collective", ranks = 3, interleavings = 1)
public final class MatchingCollectives {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] value = {rank == 0 ? 42 : 0};
    MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
    int[] in = {value[0] + rank};
    int[] sum = new int[1];
    MPI.COMM_WORLD.Reduce(in, 0, sum, 0, 1, MPI.INT, MPI.SUM, 0);
    MPI.COMM_WORLD.Barrier();
    MPI.COMM_WORLD.Allreduce(in, 0, sum, 0, 1, MPI.INT, MPI.SUM);
    if (sum[0] != 42 * size + size * (size - 1) / 2) {
      throw new IllegalStateException("Allreduce gave " + sum[0]);
    }
    MPI.Finalize();
  }
}
