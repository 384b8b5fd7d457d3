package suite.probe;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 polls for an optional message from rank 1 seventy-five times, pausing 20 ms between polls, then gives up;
 * rank 1 never sends it. Every execution ends, with nothing pending: no deadlock, though the polls last longer than
 * the deadlock watch waits while a program polls (a loop that sleeps between polls is left to the run's time limit).
 */
@Expect(category = "probe", ranks = 2, interleavings = 1)
public class PollsWithPausesUntilItGivesUpCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      for (int poll = 0; poll < 75; poll++) {
        if (MPI.COMM_WORLD.Iprobe(1, 0) != null) {
          throw new IllegalStateException("rank 1 sent nothing");
        }
        Thread.sleep(20);
      }
    }
    MPI.Finalize();
  }
}
