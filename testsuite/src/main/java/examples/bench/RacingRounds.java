package examples.bench;

import mpi.MPI;
import suite.Expect;

/**
 * Rounds of two racing senders: in each round ranks 1 and 2 send one message to rank 0, which takes both with
 * ANY_SOURCE receives; a barrier ends the round. Each round doubles the outcomes: 4 rounds give 16 interleavings.
 * Argument: rounds (default 4).
 */
@Expect(category = "any-source-race", ranks = 3, interleavings = 16)
public class RacingRounds {
  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    int rounds = own.length > 0 ? Integer.parseInt(own[0]) : 4;
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    for (int round = 0; round < rounds; round++) {
      if (rank == 0) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, round);
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, round);
      } else if (rank <= 2) {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, round);
      }
      MPI.COMM_WORLD.Barrier();
    }
    MPI.Finalize();
  }
}
