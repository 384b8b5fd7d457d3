package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 polls with Iprobe(ANY_SOURCE) until a message is there, then receives from the probed source; twice. Ranks
 * 1 and 2 send once each. Correct in every order: no finding. Each Iprobe that finds a message is an epoch (the
 * empty ones are not): the first finds rank 1 or rank 2, the second the other.
 */
@Expect(category = "probe", ranks = 3, interleavings = 2)
public class IprobePollingCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      for (int i = 0; i < 2; i++) {
        Status probed = null;
        while (probed == null) {
          probed = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, 0);
          Thread.onSpinWait();
        }
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, probed.source, 0);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
