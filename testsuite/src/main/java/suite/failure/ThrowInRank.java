package suite.failure;

import mpi.MPI;
import suite.Expect;

/** Rank 1 divides by zero after Init: an exception at its own line. */
@Expect(findings = {"exception"}, category = "failure", ranks = 2, interleavings = 1)
public final class ThrowInRank {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int divisor = rank == 1 ? 0 : 1;
    System.out.println(10 / divisor);
    MPI.Finalize();
  }
}
