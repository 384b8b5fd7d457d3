package suite.failure;

import mpi.MPI;
import suite.Expect;

/** Rank 1 returns from main without calling MPI.Finalize (rank 0 finalizes alone). */
@Expect(findings = {"missing-finalize"}, category = "failure", ranks = 2, interleavings = 1)
public final class ReturnWithoutFinalize {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 1) {
      return;
    }
    MPI.Finalize();
  }
}
