package suite.failure;

import mpi.MPI;
import suite.Expect;

/** Rank 1 calls System.exit(3) in the middle of the program, before Finalize. */
@Expect(findings = {"exception"}, category = "failure", ranks = 2, interleavings = 1)
public final class ExitInRank {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 1) {
      System.exit(3);
    }
    MPI.Finalize();
  }
}
