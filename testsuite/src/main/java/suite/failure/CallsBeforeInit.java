package suite.failure;

import mpi.MPI;
import mpi.MPIException;
import suite.Expect;

/**
 * Before MPI.Init no MPI call may be made but MPI_INITIALIZED, MPI_FINALIZED and MPI_GET_VERSION (MPI-3.1 §8.7). Each
 * rank asks whether MPI is initialised (allowed), then reads the clock and asks for its rank before initialising: both
 * calls fail at once, as MPI's error handler would abort (MPJ 0.44 answers the first and fails the second with a
 * NullPointerException, COMM_WORLD being null); one finding per call site. The rank catches the failures, initialises
 * and finishes normally.
 */
@Expect(findings = {"mpi-error"}, category = "failure", ranks = 2, interleavings = 1)
public class CallsBeforeInit {
  public static void main(String[] args) throws Exception {
    boolean initialized = MPI.Initialized();
    double start = -1;
    try {
      start = MPI.Wtime();
    } catch (MPIException e) {
      System.out.println("Wtime before Init: " + e.getMessage());
    }
    try {
      System.out.println("rank " + MPI.COMM_WORLD.Rank());
    } catch (MPIException e) {
      System.out.println("Rank before Init: " + e.getMessage());
    }
    MPI.Init(args);
    System.out.println("rank " + MPI.COMM_WORLD.Rank() + ", initialized before: " + initialized + ", start " + start);
    MPI.Finalize();
  }
}
