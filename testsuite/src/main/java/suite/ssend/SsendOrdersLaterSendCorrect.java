package suite.ssend;

import mpi.MPI;
import suite.Expect;

/**
 * A synchronous send orders what its sender does next: rank 1 Ssends to rank 0 and only then tells rank 2 to go; rank
 * 2 waits for that and then sends to rank 0. Rank 0 takes two messages with ANY_SOURCE and expects rank 1's first. Rank
 * 2's send is issued only after rank 1's Ssend has matched rank 0's first receive, so it can never match that receive:
 * 1 interleaving, no finding. Without the synchronous-send rule a verifier takes rank 2's send for a potential match of
 * the first receive and tries a second, impossible interleaving.
 */
@Expect(category = "ssend", ranks = 3, interleavings = 1)
public class SsendOrdersLaterSendCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (value[0] != 1) {
        throw new IllegalStateException("rank " + value[0] + " came first");
      }
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Ssend(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 2, 1);
    } else {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Send(new int[] {2}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
