package suite.wildcard;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 takes one message with tag 1 and one with tag 2, both from ANY_SOURCE; rank 1 sends only tag 1 and rank 2
 * only tag 2. A receive matches only its own tag, so each wildcard receive has exactly one potential match: a single
 * interleaving and no finding. A verifier that ignores tags would report a false alternative here.
 */
@Expect(category = "wildcard-deadlock", ranks = 3, interleavings = 1)
public class WildcardPerTagCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
      if (value[0] != 1) {
        throw new IllegalStateException("tag 1 came from rank " + value[0]);
      }
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 2);
      if (value[0] != 2) {
        throw new IllegalStateException("tag 2 came from rank " + value[0]);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, rank);
    }
    MPI.Finalize();
  }
}
