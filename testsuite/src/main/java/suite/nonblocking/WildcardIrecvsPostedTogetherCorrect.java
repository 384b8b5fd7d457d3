package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts two wildcard receives and then waits for both. Rank 1's Ssend can only be taken by the first: it is
 * sent while both are pending, and MPI gives a message to the receive posted first that fits it (§3.5, the order in
 * which receives are posted). Rank 2 sends only after it heard from rank 1, which follows rank 1's Ssend completing,
 * so the second receive always gets rank 2's value: one outcome. A search that forces the first receive to rank 2
 * while the second takes rank 1's message explores an execution MPI does not allow, and the check below would fail.
 */
@Expect(category = "nonblocking", ranks = 3, interleavings = 1)
public class WildcardIrecvsPostedTogetherCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[] first = {-1};
      int[] second = {-1};
      Request[] receives = {MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0),
          MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0)};
      Request.Waitall(receives);
      if (first[0] != 1 || second[0] != 2) {
        throw new IllegalStateException("the receives got " + first[0] + " and " + second[0]);
      }
    } else if (rank == 1) {
      MPI.COMM_WORLD.Ssend(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 2, 1);
    } else {
      MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
