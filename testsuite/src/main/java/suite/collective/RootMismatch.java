package suite.collective;

import mpi.MPI;
import suite.Expect;

/**
 * Every rank broadcasts, but the last rank names itself as the root while the others name rank 0: a collective
 * mismatch, whether or not the ranks then hang on it.
 */
@Expect(findings = {"collective-mismatch"}, category = "collective", ranks = 3, interleavings = 1)
public final class RootMismatch {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] value = {rank};
    int root = rank == size - 1 ? rank : 0;
    MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, root);
    MPI.Finalize();
  }
}
