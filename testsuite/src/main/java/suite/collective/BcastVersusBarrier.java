package suite.collective;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 broadcasts while the other ranks enter a Barrier: the first collective on COMM_WORLD differs between ranks.
 * It is reported as a collective mismatch whether or not the ranks then hang on it (what follows an erroneous call
 * is undefined).
 */
@Expect(findings = {"collective-mismatch"}, category = "collective", ranks = 3, interleavings = 1)
public final class BcastVersusBarrier {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {42};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
    } else {
      MPI.COMM_WORLD.Barrier();
    }
    MPI.Finalize();
  }
}
