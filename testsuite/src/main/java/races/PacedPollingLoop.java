package races;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 polls Iprobe for rank 1's message, reading MPI.Wtime between polls, until it finds it, and receives it; rank
 * 1 sends it. A loop that calls something between its polls may be one that gives up when its time is over, so it is
 * not taken for blocked at once; it never gives up, so one interleaving.
 */
@Expect(category = "probe", ranks = 2, interleavings = 1)
public class PacedPollingLoop {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {MPI.COMM_WORLD.Rank()};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Status probed = MPI.COMM_WORLD.Iprobe(1, 0); // polls
      while (probed == null) {
        MPI.Wtime();
        probed = MPI.COMM_WORLD.Iprobe(1, 0); // polls
      }
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
