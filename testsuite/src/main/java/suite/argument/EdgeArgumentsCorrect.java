package suite.argument;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Arguments at the edges of what the standard allows: tag 32767 (every MPI's TAG_UB is at least that, MPI-3.1
 * §8.1.2) and tag 0, a count of zero with an empty array, an offset that ends exactly at the array's end, and a
 * receive with ANY_TAG. Correct.
 */
@Expect(category = "invalid-argument", ranks = 2, interleavings = 1)
public class EdgeArgumentsCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] values = new int[4];
    if (rank == 0) {
      MPI.COMM_WORLD.Send(values, 2, 2, MPI.INT, 1, 32767);
      MPI.COMM_WORLD.Send(new int[0], 0, 0, MPI.INT, 1, 0);
    } else {
      Status status = MPI.COMM_WORLD.Recv(values, 2, 2, MPI.INT, 0, MPI.ANY_TAG);
      if (status.tag != 32767) {
        throw new IllegalStateException("tag " + status.tag);
      }
      MPI.COMM_WORLD.Recv(new int[0], 0, 0, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
