package suite.leak;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/** The correct variant of {@link UnwaitedIsend}: both nonblocking calls are completed, one by Wait, one by Waitall. */
@Expect(category = "leak", ranks = 2, interleavings = 1)
public final class WaitedRequests {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = {1};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Request sent = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      sent.Wait();
    } else {
      Request received = MPI.COMM_WORLD.Irecv(data, 0, 1, MPI.INT, 0, 0);
      Request.Waitall(new Request[] {received});
    }
    MPI.Finalize();
  }
}
