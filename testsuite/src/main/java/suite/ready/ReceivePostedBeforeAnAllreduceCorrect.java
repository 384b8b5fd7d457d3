package suite.ready;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 1 posts its receive, then contributes to an Allreduce whose result rank 0 waits for before it ready-sends:
 * every rank's result depends on every contribution, so the posting comes before the send in every execution, with
 * or without a collective that synchronises (MPI-3.1 §5.14). Correct; verified under eager buffering, where
 * collectives synchronise no more than their data needs.
 */
@Expect(category = "ready-mode", ranks = 3, interleavings = 1, buffering = "eager")
public class ReceivePostedBeforeAnAllreduceCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {42};
    int[] sum = {0};
    Request posted = rank == 1 ? MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 0, 0) : null;
    MPI.COMM_WORLD.Allreduce(new int[] {rank}, 0, sum, 0, 1, MPI.INT, MPI.SUM);
    if (rank == 0) {
      MPI.COMM_WORLD.Rsend(value, 0, 1, MPI.INT, 1, 0);
    } else if (posted != null) {
      posted.Wait();
    }
    MPI.Finalize();
  }
}
