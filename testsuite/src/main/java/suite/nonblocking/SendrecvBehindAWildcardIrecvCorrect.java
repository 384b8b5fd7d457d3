package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts a wildcard receive and then, while it is pending, a Sendrecv whose receive half also fits rank 1's
 * messages. Rank 1's Ssend is matched while both could take it, and MPI gives it to the receive posted first (§3.5),
 * the wildcard; the Sendrecv takes rank 1's next message. Rank 2 sends only after hearing from rank 1, which follows
 * that match, so the last receive always gets rank 2's value: one outcome. A search that forces the wildcard to rank 2
 * while the Sendrecv's receive half takes the Ssend explores an execution MPI does not allow, and the checks below
 * would fail.
 */
@Expect(category = "nonblocking", ranks = 3, interleavings = 1)
public class SendrecvBehindAWildcardIrecvCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] first = {-1};
      int[] second = {-1};
      int[] last = {-1};
      Request wildcard = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Sendrecv(new int[] {5}, 0, 1, MPI.INT, 1, 5, second, 0, 1, MPI.INT, 1, 0);
      wildcard.Wait();
      MPI.COMM_WORLD.Recv(last, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (first[0] != 1 || second[0] != 11 || last[0] != 2) {
        throw new IllegalStateException("the receives got " + first[0] + ", " + second[0] + " and " + last[0]);
      }
    } else if (rank == 1) {
      MPI.COMM_WORLD.Ssend(new int[] {1}, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 0, 5);
      MPI.COMM_WORLD.Send(new int[] {11}, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(new int[] {1}, 0, 1, MPI.INT, 2, 1);
    } else {
      MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Send(new int[] {2}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
