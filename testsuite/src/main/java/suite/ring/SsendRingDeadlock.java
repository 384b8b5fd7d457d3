package suite.ring;

import mpi.MPI;
import suite.Expect;

/**
 * The ring written with a synchronous send followed by a receive: every rank Ssends to its right neighbour before
 * receiving from its left. Every Ssend waits for a receive nobody has posted: a deadlock in every execution, under
 * any buffering (Sendrecv is the fix, see {@link SendrecvRingCorrect}). No wildcard: 1 interleaving.
 */
@Expect(findings = "deadlock", category = "sendrecv-ring", ranks = 3, interleavings = 1)
public class SsendRingDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] token = {rank};
    MPI.COMM_WORLD.Ssend(token, 0, 1, MPI.INT, (rank + 1) % size, 0);
    MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, (rank + size - 1) % size, 0);
    MPI.Finalize();
  }
}
