package suite.ring;

import mpi.MPI;
import suite.Expect;

/**
 * A ring shift with Sendrecv_replace: after size steps every rank's buffer holds its own value again. Named sources: 1
 * interleaving, no finding.
 */
@Expect(category = "sendrecv-ring", ranks = 4, interleavings = 1)
public class SendrecvReplaceRingCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] buffer = {rank * 7};
    for (int step = 0; step < size; step++) {
      MPI.COMM_WORLD.Sendrecv_replace(buffer, 0, 1, MPI.INT, (rank + 1) % size, 0, (rank + size - 1) % size, 0);
    }
    if (buffer[0] != rank * 7) {
      throw new IllegalStateException("rank " + rank + " ends with " + buffer[0]);
    }
    MPI.Finalize();
  }
}
