package suite.wildcard;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 takes one message from anybody, then one from rank 2, assuming rank 1 always answers first. Ranks 1 and 2
 * each send once. The wildcard receive has two potential matches (the sends are unordered): taking rank 1 finishes,
 * taking rank 2 leaves the named receive waiting for a second message from rank 2 that never comes, and rank 1's
 * send unmatched. One epoch with two outcomes: 2 interleavings, a deadlock in one.
 */
@Expect(findings = "deadlock", category = "wildcard-deadlock", ranks = 3, interleavings = 2)
public class AnySourceThenNamedDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 2, 0);
    } else {
      value[0] = rank;
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
