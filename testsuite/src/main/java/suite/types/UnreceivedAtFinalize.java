package suite.types;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 sends two messages with tag 1, the second with Isend; rank 1 receives only the first. At MPI.Finalize the
 * second message is still unreceived (reported at its Isend) and its request was never completed: two resource
 * leaks at the same line.
 */
@Expect(findings = {"resource-leak"}, category = "types", ranks = 2, interleavings = 1)
public final class UnreceivedAtFinalize {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = {5};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(data, 0, 1, MPI.INT, 1, 1);
      Request unmatched = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 1);
    } else {
      MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, 0, 1);
    }
    MPI.Finalize();
  }
}
