package suite.ssend;

import mpi.MPI;
import suite.Expect;

/**
 * Ranks 0 and 1 both Ssend to each other before receiving. A synchronous send completes only when its receive has
 * started, so neither send can complete under any buffering: a deadlock in every execution. No wildcard: 1
 * interleaving.
 */
@Expect(findings = "deadlock", category = "ssend", ranks = 2, interleavings = 1)
public class SsendHeadToHeadDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int other = 1 - rank;
    int[] out = {rank};
    int[] in = new int[1];
    MPI.COMM_WORLD.Ssend(out, 0, 1, MPI.INT, other, 0);
    MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, other, 0);
    MPI.Finalize();
  }
}
