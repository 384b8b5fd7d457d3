package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 1 posts receives from ranks 0 and 2 and asks once with {@code Testall} whether both are done; only if they are
 * not does it wait for them and reply to rank 0. Both messages are sent at once, so the Testall may find both complete
 * (MPI-3.1 §3.7.5), and then rank 0 waits for a reply that never comes: a deadlock in 1 of the 2 outcomes, which a
 * test run finds only when both messages happen to arrive before the call.
 */
@Expect(findings = "deadlock", category = "nonblocking", ranks = 3, interleavings = 2)
public class SingleTestallOfTwoReceivesSkipsReplyDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    int[] got = new int[2];
    if (rank == 0) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 2);
    } else if (rank == 1) {
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(got, 0, 1, MPI.INT, 0, 1),
          MPI.COMM_WORLD.Irecv(got, 1, 1, MPI.INT, 2, 1)};
      Status[] done = Request.Testall(requests);
      if (done == null) {
        Request.Waitall(requests);
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 2);
      }
    } else if (rank == 2) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 1);
    }
    MPI.Finalize();
  }
}
