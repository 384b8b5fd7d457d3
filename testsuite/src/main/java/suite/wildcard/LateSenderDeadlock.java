package suite.wildcard;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 takes two messages from anybody and then one from rank 3, written for the case where rank 3 (which has the
 * most work) answers last. The three sends are unordered: the first wildcard receive has 3 candidates, the second the
 * 2 left, 6 interleavings in all. In the 4 where rank 3's message is taken by a wildcard receive, the named receive
 * waits forever (and the sender left over blocks): a deadlock.
 */
@Expect(findings = "deadlock", category = "wildcard-deadlock", ranks = 4, interleavings = 6)
public class LateSenderDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 3, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
