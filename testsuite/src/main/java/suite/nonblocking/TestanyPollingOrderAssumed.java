package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 polls Testany over receives from ranks 1 and 2, counting its idle polls, and assumes the first request to
 * complete is rank 1's (rank 2 sleeps before sending, so in testing it always is). When rank 2's completes first,
 * rank 0 throws. Testany's empty results are no choice: two interleavings, one with the exception.
 */
@Expect(findings = "exception", category = "waitany", ranks = 3, interleavings = 2)
public class TestanyPollingOrderAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[][] received = new int[2][1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(received[0], 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(received[1], 0, 1, MPI.INT, 2, 0)};
      long polls = 0;
      Status done = Request.Testany(requests);
      while (done == null) {
        polls++;
        done = Request.Testany(requests);
      }
      if (done.index != 0) {
        throw new IllegalStateException("rank 2's message completed first, after " + polls + " polls");
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
