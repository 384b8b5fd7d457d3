package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts Irecv(ANY_SOURCE) and polls it with Test, then posts Irecv from rank 2 and polls that, assuming the
 * first message was rank 1's. When the first took rank 2's message, the second loop polls forever while rank 1's
 * message waits: a deadlock at the second Test (MPI-3.1 §3.7.3: Test only reports, it cannot complete a receive whose
 * message is never sent). Two interleavings, one deadlocked.
 */
@Expect(findings = "deadlock", category = "nonblocking", ranks = 3, interleavings = 2)
public class TestPollingForeverDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      Request first = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      while (first.Test() == null) {
        Thread.onSpinWait();
      }
      Request fromTwo = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 2, 0);
      while (fromTwo.Test() == null) {
        Thread.onSpinWait();
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
