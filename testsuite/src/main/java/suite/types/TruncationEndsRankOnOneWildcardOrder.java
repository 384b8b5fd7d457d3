package suite.types;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 takes two messages with ANY_SOURCE, the first into a buffer of one int: rank 1 sends one int, rank 2 two.
 * Two outcomes: the first receive takes rank 1's message (fine) or rank 2's (a truncation, MPI-3.1 §3.2.4), which
 * ends rank 0 with MPJ's exception; the truncation is the finding, at the receive.
 */
@Expect(findings = {"truncation"}, category = "types", ranks = 3, interleavings = 2)
public final class TruncationEndsRankOnOneWildcardOrder {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] small = new int[1];
      int[] large = new int[2];
      MPI.COMM_WORLD.Recv(small, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(large, 0, 2, MPI.INT, MPI.ANY_SOURCE, 0);
    } else {
      MPI.COMM_WORLD.Send(new int[rank], 0, rank, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
