package suite.hostile;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 1 skips the broadcast the others make before MPI.Finalize: a collective mismatch at the broadcast's line. Under
 * eager buffering the root's data for rank 1 is simply never taken and the others finish, so the mismatch is the
 * whole finding.
 */
@Expect(findings = {"collective-mismatch"}, category = "hostile", ranks = 3, interleavings = 1, buffering = "eager")
public final class BcastSkippedBeforeFinalize {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {42};
    if (MPI.COMM_WORLD.Rank() != 1) {
      MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
    }
    MPI.Finalize();
  }
}
