package suite.ssend;

import mpi.MPI;
import suite.Expect;

/**
 * Ping-pong with synchronous sends, three rounds: rank 0 Ssends then receives, rank 1 receives then Ssends. Every
 * Ssend meets a posted receive: no deadlock, no wildcard, 1 interleaving, no finding.
 */
@Expect(category = "ssend", ranks = 2, interleavings = 1)
public class SsendPingPongCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] ball = {0};
    for (int round = 0; round < 3; round++) {
      if (rank == 0) {
        MPI.COMM_WORLD.Ssend(ball, 0, 1, MPI.INT, 1, 0);
        MPI.COMM_WORLD.Recv(ball, 0, 1, MPI.INT, 1, 0);
      } else {
        MPI.COMM_WORLD.Recv(ball, 0, 1, MPI.INT, 0, 0);
        ball[0]++;
        MPI.COMM_WORLD.Ssend(ball, 0, 1, MPI.INT, 0, 0);
      }
    }
    if (rank == 0 && ball[0] != 3) {
      throw new IllegalStateException("ball " + ball[0]);
    }
    MPI.Finalize();
  }
}
