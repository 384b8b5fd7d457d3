package suite.failure;

import mpi.MPI;
import suite.Expect;

/** Rank 0 sends to rank `size`, which does not exist: an MPI error at the Send. */
@Expect(findings = {"mpi-error"}, category = "failure", ranks = 2, interleavings = 1)
public final class SendToInvalidRank {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      int[] data = {1};
      MPI.COMM_WORLD.Send(data, 0, 1, MPI.INT, MPI.COMM_WORLD.Size(), 0);
    }
    MPI.Finalize();
  }
}
