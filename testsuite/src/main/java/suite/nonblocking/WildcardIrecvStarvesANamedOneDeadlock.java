package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts a wildcard receive and then a receive naming rank 1, and waits for both; ranks 1 and 2 each send one
 * message. When rank 1's message takes the wildcard (it was posted first, §3.5), the named receive waits for a second
 * message from rank 1 that never comes, and rank 2's message is never received: a deadlock in one of the two
 * outcomes. The wildcard matches while the program is still in Waitall, so a search must tell which message it took
 * before the program completes it, on every device.
 */
@Expect(findings = {"deadlock"}, category = "nonblocking", ranks = 3, interleavings = 2)
public class WildcardIrecvStarvesANamedOneDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] fromAnyone = new int[1];
      int[] fromOne = new int[1];
      Request[] both = {MPI.COMM_WORLD.Irecv(fromAnyone, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0),
          MPI.COMM_WORLD.Irecv(fromOne, 0, 1, MPI.INT, 1, 0)};
      Request.Waitall(both);
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
