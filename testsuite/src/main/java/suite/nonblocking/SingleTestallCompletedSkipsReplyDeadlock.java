package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 1 posts a receive from rank 0 and, after a barrier, asks once with {@code Testall} over that one request
 * whether it completed; only if it did not does it wait and reply. A Testall (or Testany, Testsome) over one active
 * request means the Test of it (MPI-3.1 §3.7.5): it may return true as soon as rank 0's message could have arrived,
 * and then rank 0 waits for a reply that never comes: a deadlock in 1 of the 2 outcomes.
 */
@Expect(findings = "deadlock", category = "nonblocking", ranks = 2, interleavings = 2)
public class SingleTestallCompletedSkipsReplyDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 2);
    } else if (rank == 1) {
      Request request = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 0, 1);
      MPI.COMM_WORLD.Barrier();
      Status[] done = Request.Testall(new Request[] {request});
      if (done == null) {
        request.Wait();
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 2);
      }
    }
    MPI.Finalize();
  }
}
