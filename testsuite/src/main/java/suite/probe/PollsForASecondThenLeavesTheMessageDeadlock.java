package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * {@link GivesUpAndLeavesTheMessageDeadlock} with the lateness the other way round: rank 1 sends a tenth of a second
 * after it starts, so in the runs' timing rank 0's loop polls a while and then finds the message; it has never been
 * seen giving up. A loop that reads the clock between its polls may give up when its time is over (MPI promises only
 * that repeated polls see the message eventually, MPI-3.1 §3.8.1), and then rank 1's send waits for ever.
 */
@Expect(findings = "deadlock", category = "probe", ranks = 2, interleavings = 2)
public class PollsForASecondThenLeavesTheMessageDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {MPI.COMM_WORLD.Rank()};
    if (MPI.COMM_WORLD.Rank() == 0) {
      double start = MPI.Wtime();
      Status found = null;
      while (found == null && MPI.Wtime() - start < 1.0) {
        found = MPI.COMM_WORLD.Iprobe(1, 0);
      }
      if (found != null) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 0);
      }
    } else {
      Thread.sleep(100);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
