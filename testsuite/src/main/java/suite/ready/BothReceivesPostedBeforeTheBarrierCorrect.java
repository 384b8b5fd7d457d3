package suite.ready;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * The correct twin of {@link ReadySendBehindAnEarlierMessage}: rank 1 posts both receives before the barrier, so
 * whichever the first message takes, the ready send's matching receive was posted before it started, in every
 * execution (MPI-3.1 §3.4).
 */
@Expect(category = "ready-mode", ranks = 2, interleavings = 1)
public class BothReceivesPostedBeforeTheBarrierCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] first = {1};
    int[] second = {2};
    if (rank == 0) {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Send(first, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Rsend(second, 0, 1, MPI.INT, 1, 1);
    } else if (rank == 1) {
      Request early = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, 0, MPI.ANY_TAG);
      Request late = MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, 0, 1);
      MPI.COMM_WORLD.Barrier();
      Request.Waitall(new Request[] {early, late});
    }
    MPI.Finalize();
  }
}
