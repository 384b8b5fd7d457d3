package suite.leak;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts a receive nobody will match, cancels it and finalizes. A cancelled request must still be completed by
 * a Wait or Test (MPI-3.1 §3.8.4: the cancel only marks it; its completion frees it), so the request is never
 * completed: a resource leak at the Irecv.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 2, interleavings = 1)
public final class CancelledRequestNeverCompleted {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      int[] value = new int[1];
      Request request = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 1, 99);
      request.Cancel(); // and no Wait
    }
    MPI.Finalize();
  }
}
