package suite.argument;

import mpi.MPI;
import mpi.MPIException;
import suite.Expect;

/**
 * Rank 0 sends an {@code int[]} as DOUBLE, which the binding does not allow (the datatype must match the buffer's
 * type, MPI-3.1 §3.3.1); MPJ fails the call, the program catches that and sends the value again correctly, and rank 1
 * receives the one message there is. An invalid argument at the first send, reported although the program caught it
 * (MPI's default error handler aborts), and no message "never received": the failed send sent none.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class SendOfTheWrongBufferTypeCaughtAndRetried {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      try {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.DOUBLE, 1, 0);
      } catch (MPIException failed) {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
      }
    } else if (rank == 1) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
