package suite.probe;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 polls for an optional message from rank 1 for three seconds by the MPI clock, then gives up; rank 1
 * never sends it. Every execution ends, with nothing pending: no deadlock, though for longer than the deadlock watch
 * waits while a program polls (a loop that reads the clock between polls is left to the run's time limit).
 */
@Expect(category = "probe", ranks = 2, interleavings = 1)
public class PollsUntilItsTimeIsUpCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      double start = MPI.Wtime();
      while (MPI.Wtime() - start < 3.0) {
        if (MPI.COMM_WORLD.Iprobe(1, 0) != null) {
          throw new IllegalStateException("rank 1 sent nothing");
        }
      }
    }
    MPI.Finalize();
  }
}
