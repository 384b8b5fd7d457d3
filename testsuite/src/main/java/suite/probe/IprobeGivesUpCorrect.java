package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 polls Iprobe for a message nobody sends, but gives up after 200 ms of wall-clock time and then tells rank 1,
 * blocked in its receive meanwhile, to finish. Correct: a polling loop that ends by itself is no deadlock, even while
 * every other rank waits for it.
 */
@Expect(category = "probe", ranks = 2, interleavings = 1)
public class IprobeGivesUpCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      long giveUpAt = System.nanoTime() + 200_000_000L;
      Status probed = null;
      while (probed == null && System.nanoTime() < giveUpAt) {
        probed = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, 5);
      }
      if (probed != null) {
        throw new IllegalStateException("nobody sends tag 5, yet rank " + probed.source + " did");
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
