package suite.failure;

import mpi.MPI;
import mpi.MPIException;
import suite.Expect;

/**
 * After MPI.Finalize no MPI call may be made but MPI_INITIALIZED, MPI_FINALIZED and MPI_GET_VERSION (MPI-3.1 §8.7).
 * Both ranks finalize, then ask for their rank, try a Barrier (MPJ 0.44 blocks in it for ever) and, when that fails,
 * exchange a message. Each call fails at once, as MPI's error handler would abort; one finding per call site.
 */
@Expect(findings = {"mpi-error"}, category = "failure", ranks = 2, interleavings = 1)
public class CallsAfterFinalize {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    MPI.Finalize();
    try {
      rank = MPI.COMM_WORLD.Rank();
    } catch (MPIException e) {
      System.out.println("rank " + rank + ": " + e.getMessage());
    }
    try {
      MPI.COMM_WORLD.Barrier();
    } catch (MPIException e) {
      System.out.println("rank " + rank + ": " + e.getMessage());
    }
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
    }
  }
}
