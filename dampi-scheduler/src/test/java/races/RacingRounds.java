package races;

import mpi.MPI;

/**
 * Three ranks, a number of rounds (first argument, default 4). In each round ranks 1 and 2 each send one message to
 * rank 0, which takes both with Recv(ANY_SOURCE); a barrier ends the round. Each round has two outcomes, and a
 * barrier keeps rounds apart, so there are 2^rounds interleavings.
 */
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
