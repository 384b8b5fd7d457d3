package suite.ssend;

import mpi.MPI;
import suite.Expect;

/**
 * Ranks 1 and 2 Ssend to rank 0, which takes one message from anybody and then one from rank 2. The two Ssends are
 * unordered, so the wildcard receive has two potential matches: 2 interleavings; when it takes rank 2's, the named
 * receive waits forever and rank 1's Ssend never completes: a deadlock.
 */
@Expect(findings = "deadlock", category = "ssend", ranks = 3, interleavings = 2)
public class SsendWildcardDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 2, 0);
    } else {
      MPI.COMM_WORLD.Ssend(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
