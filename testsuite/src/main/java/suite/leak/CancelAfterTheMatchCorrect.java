package suite.leak;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * The correct twin of {@link CancelledRequestNeverCompleted}: rank 0 cancels its receive only once rank 1's
 * synchronous send has matched it (the Ssend returned before the Barrier), so the cancellation fails, and the Wait
 * completes the request with the message (MPI-3.1 §3.8.4: either the cancel or the receive succeeds, and a Wait
 * completes the request either way). Nothing left over, nothing lost.
 */
@Expect(category = "leak", ranks = 2, interleavings = 1)
public final class CancelAfterTheMatchCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {7};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Request request = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 1, 99);
      MPI.COMM_WORLD.Barrier();
      request.Cancel();
      Status status = request.Wait();
      System.out.println("received " + value[0] + ", cancelled: " + status.Test_cancelled());
    } else {
      MPI.COMM_WORLD.Ssend(value, 0, 1, MPI.INT, 0, 99);
      MPI.COMM_WORLD.Barrier();
    }
    MPI.Finalize();
  }
}
