package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Ranks 1 and 2 send to rank 0 before a barrier; rank 0, after it, asks once with {@code Testany} which receive is
 * done and assumes one is, since both messages were sent before the barrier ended. A message sent is not a receive
 * completed, and a single Testany may report none (MPI-3.1 §3.7.4, progress: only a repeated test must see it):
 * rank 0 throws in 1 of the 3 outcomes (nothing, rank 1's, rank 2's), which testing never shows.
 */
@Expect(findings = "exception", category = "nonblocking", ranks = 3, interleavings = 3)
public class SingleTestanyAfterBarrierAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[][] received = new int[2][1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(received[0], 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(received[1], 0, 1, MPI.INT, 2, 0)};
      MPI.COMM_WORLD.Barrier();
      Status first = Request.Testany(requests);
      if (first == null) {
        throw new IllegalStateException("no message was there after the barrier");
      }
      Request.Waitall(requests);
    } else {
      Request sent = MPI.COMM_WORLD.Isend(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Barrier();
      sent.Wait();
    }
    MPI.Finalize();
  }
}
