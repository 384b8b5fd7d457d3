package races;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 polls Iprobe(ANY_SOURCE) until it finds a message, and receives it; rank 1 sends one. Forcing the probe to
 * any other source asks for a message that never comes.
 */
@Expect(category = "probe", ranks = 3, interleavings = 1)
public class PollingProbe {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      Status probed = null;
      while (probed == null) {
        probed = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, 0); // polls
      }
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, probed.source, 0);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
