package suite.argument;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 numbers its messages from a base that is off by one and sends the first with tag -1; rank 1 receives with
 * ANY_TAG. MPJ delivers it, but a send's tag must lie in 0..TAG_UB (MPI-3.1 §3.2.3):
 * an invalid argument at the Send.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class NegativeTagSend {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] data = {7};
    int base = -1;
    if (rank == 0) {
      MPI.COMM_WORLD.Send(data, 0, 1, MPI.INT, 1, base);
    } else {
      MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, 0, MPI.ANY_TAG);
    }
    MPI.Finalize();
  }
}
