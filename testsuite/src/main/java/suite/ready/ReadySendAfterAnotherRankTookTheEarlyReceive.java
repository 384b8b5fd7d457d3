package suite.ready;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 1 posts a wildcard receive before the barrier and a second one after it has completed the first. After the
 * barrier rank 0 ready-sends to rank 1 and rank 2 sends to it. Where rank 0's message takes the early receive the
 * ready send is correct; where rank 2's does, the ready send's matching receive is the second one, which nothing
 * orders before it: a ready-mode error (MPI-3.1 §3.4) in 1 of the 2 outcomes, whenever rank 2's message arrives.
 */
@Expect(findings = {"ready-mode"}, category = "ready-mode", ranks = 3, interleavings = 2)
public class ReadySendAfterAnotherRankTookTheEarlyReceive {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 1) {
      int[] early = new int[1];
      Request posted = MPI.COMM_WORLD.Irecv(early, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Barrier();
      posted.Wait();
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    } else {
      MPI.COMM_WORLD.Barrier();
      if (rank == 0) {
        MPI.COMM_WORLD.Rsend(value, 0, 1, MPI.INT, 1, 0);
      } else {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
      }
    }
    MPI.Finalize();
  }
}
