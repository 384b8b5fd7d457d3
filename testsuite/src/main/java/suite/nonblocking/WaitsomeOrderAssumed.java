package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 completes receives from ranks 1 and 2 with Waitsome and assumes rank 1's is among the first batch (rank 2
 * sleeps before sending, so in testing it always is). When rank 2's completes alone first, rank 0 throws. The first
 * Waitsome returns request 0, request 1 or both: three interleavings, one with the exception.
 */
@Expect(findings = "exception", category = "waitany", ranks = 3, interleavings = 3)
public class WaitsomeOrderAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[][] received = new int[2][1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(received[0], 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(received[1], 0, 1, MPI.INT, 2, 0)};
      int completed = 0;
      boolean firstBatch = true;
      while (completed < requests.length) {
        Status[] batch = Request.Waitsome(requests);
        boolean hasRankOne = false;
        for (Status status : batch) {
          hasRankOne |= status.index == 0;
        }
        if (firstBatch && !hasRankOne) {
          throw new IllegalStateException("rank 1's message was not in the first batch");
        }
        firstBatch = false;
        completed += batch.length;
      }
    } else {
      if (rank == 2) {
        Thread.sleep(200);
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
