package suite.ready;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * The ready-send idiom: rank 1 posts its receive, then enters the barrier; rank 0 ready-sends only after the barrier,
 * so the receive is posted whenever the send starts. Correct.
 */
@Expect(category = "ready-mode", ranks = 2, interleavings = 1)
public class ReceivePostedBeforeTheBarrierCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {42};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Rsend(value, 0, 1, MPI.INT, 1, 0);
    } else {
      Request posted = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Barrier();
      posted.Wait();
    }
    MPI.Finalize();
  }
}
