package suite.leak;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 keeps one variable for its requests and overwrites the first receive's request with the second before
 * waiting: the first receive is never completed (a resource leak at its Irecv, MPI-3.1 §3.7.3). Its message is not
 * lost: the pending receive matched it, so the leak is the request alone, one finding.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 2, interleavings = 1)
public class ReceiveRequestOverwritten {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] first = new int[1];
    int[] second = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      Request request = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, 1, 0);
      request = MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, 1, 1);
      request.Wait();
    } else {
      MPI.COMM_WORLD.Send(second, 0, 1, MPI.INT, 0, 1);
      MPI.COMM_WORLD.Send(first, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
