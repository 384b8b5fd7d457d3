package suite.failure;

import mpi.MPI;
import mpi.MPIException;
import suite.Expect;

/**
 * Rank 0 sends in buffered mode without having attached a buffer: erroneous (MPI-3.1 §3.6, the error class
 * MPI_ERR_BUFFER), an {@code mpi-error} at the Bsend although the program catches the failure and sends the value in
 * standard mode instead (MPI's default error handler aborts). The retried message is received, so nothing leaks.
 */
@Expect(findings = {"mpi-error"}, category = "failure", ranks = 2, interleavings = 1)
public final class BsendWithoutABufferAttached {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      try {
        MPI.COMM_WORLD.Bsend(value, 0, 1, MPI.INT, 1, 0);
      } catch (MPIException noBuffer) {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
      }
    } else if (rank == 1) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
