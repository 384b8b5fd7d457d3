package suite.collective;

import mpi.MPI;
import suite.Expect;

/**
 * {@link BcastAssumedToSynchronise} written correctly: rank 1 takes the two messages in whichever order they match and
 * checks only their sum. Both orders are explored (the root leaving the broadcast early gives the second) and neither
 * is a finding.
 */
@Expect(category = "collective", ranks = 3, interleavings = 2, buffering = "eager")
public final class BcastEitherOrderCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank + 10};
    int[] got = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Recv(got, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      int sum = got[0];
      MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
      MPI.COMM_WORLD.Recv(got, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      sum += got[0];
      if (value[0] != 10 || sum != 10 + 12) {
        throw new IllegalStateException("broadcast " + value[0] + ", sum " + sum);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
    }
    MPI.Finalize();
  }
}
