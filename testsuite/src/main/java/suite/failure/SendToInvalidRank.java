package suite.failure;

import mpi.MPI;
import suite.Expect;

/** Rank 0 sends to rank `size`, which does not exist (MPI-3.1 §3.2.3): an invalid argument at the Send. */
@Expect(findings = {"invalid-argument"}, category = "failure", ranks = 2, interleavings = 1)
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
