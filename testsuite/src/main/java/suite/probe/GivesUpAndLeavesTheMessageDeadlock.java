package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 polls for rank 1's message for at most a second by the MPI clock and receives it only if a poll found it;
 * rank 1 sends it once. Rank 0 starts late, so in the runs' timing its first poll finds the message. MPI promises only
 * that repeated polls see it eventually (MPI-3.1 §3.8.1), so the loop may give up, and then rank 0 finalizes while
 * rank 1's send waits for a receive that never comes: a deadlock under zero buffering (a lost message under eager).
 * The loop leaves nothing for the device to see on its way out but MPI_Finalize.
 */
@Expect(findings = "deadlock", category = "probe", ranks = 2, interleavings = 2)
public class GivesUpAndLeavesTheMessageDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {MPI.COMM_WORLD.Rank()};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Thread.sleep(300);
      double start = MPI.Wtime();
      Status found = null;
      while (found == null && MPI.Wtime() - start < 1.0) {
        found = MPI.COMM_WORLD.Iprobe(1, 0);
      }
      if (found != null) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 0);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
