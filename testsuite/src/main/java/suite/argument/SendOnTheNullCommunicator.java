package suite.argument;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends on MPI.COMM_NULL, the null handle, where it meant COMM_WORLD: erroneous (MPI-3.1 §2.5.1; MPI_ERR_COMM),
 * at the send. MPJ 0.44 fails inside the call with a NullPointerException of its own; dampi names the argument.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class SendOnTheNullCommunicator {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {MPI.COMM_WORLD.Rank()};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_NULL.Send(value, 0, 1, MPI.INT, 1, 0);
    }
    MPI.Finalize();
  }
}
