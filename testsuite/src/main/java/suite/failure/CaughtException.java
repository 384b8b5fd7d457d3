package suite.failure;

import mpi.MPI;
import suite.Expect;

/** The correct variant of {@link ThrowInRank}: rank 1 catches its own exception and finalizes. No finding. */
@Expect(category = "failure", ranks = 2, interleavings = 1)
public final class CaughtException {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int divisor = rank == 1 ? 0 : 1;
    try {
      System.out.println(10 / divisor);
    } catch (ArithmeticException e) {
      System.out.println("rank " + rank + " recovered");
    }
    MPI.Finalize();
  }
}
