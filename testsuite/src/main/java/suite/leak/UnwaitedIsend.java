package suite.leak;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 sends with Isend and never waits for the request; rank 1 receives the message. The request is still held
 * at MPI.Finalize: a resource leak at the Isend's line.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 2, interleavings = 1)
public final class UnwaitedIsend {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = {1};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Request forgotten = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, 0, 0);
    }
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
