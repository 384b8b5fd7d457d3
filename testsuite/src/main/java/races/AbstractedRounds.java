package races;

import dampi.Regions;
import mpi.MPI;
import suite.Expect;

/**
 * RacingRounds with the round in a method of its own: three ranks, a number of rounds (first argument, default 4);
 * in each, ranks 1 and 2 send to rank 0, which takes both with Recv(ANY_SOURCE), and a barrier ends the round:
 * 2^rounds interleavings. With second argument {@code regions} every round is one execution of region "round"
 * (dampi.Regions); {@code --abstract-loop races.AbstractedRounds#round} makes each call of {@link #round} one.
 */
@Expect(category = "any-source-race", ranks = 3, interleavings = 16)
public class AbstractedRounds {
  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    int rounds = own.length > 0 ? Integer.parseInt(own[0]) : 4;
    boolean marked = own.length > 1 && own[1].equals("regions");
    for (int round = 0; round < rounds; round++) {
      if (marked) {
        Regions.enter("round");
        try {
          round(round);
        } finally {
          Regions.exit("round");
        }
      } else {
        round(round);
      }
    }
    MPI.Finalize();
  }

  static void round(int round) throws Exception {
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, round);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, round);
    } else if (rank <= 2) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, round);
    }
    MPI.COMM_WORLD.Barrier();
  }
}
