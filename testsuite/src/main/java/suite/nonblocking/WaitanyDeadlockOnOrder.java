package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 waits for the first of two answers. When it is rank 2's (rank 2 is slow in testing, so it rarely is), rank 0
 * takes it for a retry notice and waits, with another Waitany, for a retried answer from either worker; none is ever
 * sent, and rank 0 hangs inside Waitany. Two interleavings, one deadlocked.
 */
@Expect(findings = "deadlock", category = "waitany", ranks = 3, interleavings = 2)
public class WaitanyDeadlockOnOrder {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[][] answers = new int[2][1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(answers[0], 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(answers[1], 0, 1, MPI.INT, 2, 0)};
      Status first = Request.Waitany(requests);
      if (first.index == 1) {
        int[][] retried = new int[2][1];
        Request.Waitany(new Request[] {
            MPI.COMM_WORLD.Irecv(retried[0], 0, 1, MPI.INT, 1, 1),
            MPI.COMM_WORLD.Irecv(retried[1], 0, 1, MPI.INT, 2, 1)});
      }
      Request.Waitall(requests);
    } else {
      if (rank == 2) {
        Thread.sleep(200);
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
