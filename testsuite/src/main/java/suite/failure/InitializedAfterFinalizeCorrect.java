package suite.failure;

import mpi.MPI;
import suite.Expect;

/**
 * The correct twin of {@link CallsAfterFinalize}: after MPI.Finalize a rank may still ask MPI_INITIALIZED
 * (MPI-3.1 §8.7), and does what else it has to do without MPI.
 */
@Expect(category = "failure", ranks = 2, interleavings = 1)
public class InitializedAfterFinalizeCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    MPI.Finalize();
    // MPI says true here; MPJ 0.44 says false, which the program does not rely on
    System.out.println("rank " + rank + " done, initialized: " + MPI.Initialized());
  }
}
