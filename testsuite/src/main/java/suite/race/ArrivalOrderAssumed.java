package suite.race;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 takes two messages with ANY_SOURCE and insists that rank 1's comes first, as it did in every test run.
 * Ranks 1 and 2 send unordered, so the first receive has two potential matches: 2 interleavings, and in the one where
 * rank 2 answers first the check throws: an exception.
 */
@Expect(findings = "exception", category = "any-source-race", ranks = 3, interleavings = 2)
public class ArrivalOrderAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (value[0] != 1) {
        throw new IllegalStateException("rank " + value[0] + " answered before rank 1");
      }
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
