package suite.race;

import mpi.MPI;
import suite.Expect;

/**
 * Two receivers race independently: ranks 2 and 3 each send one message to rank 0 and then one to rank 1; ranks 0
 * and 1 each take two messages with ANY_SOURCE and add them up. Each receiver sees both orders of the two senders,
 * whatever the other receiver saw: 2 x 2 = 4 interleavings, no finding.
 */
@Expect(category = "any-source-race", ranks = 4, interleavings = 4)
public class TwoIndependentReceiversCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank < 2) {
      int sum = 0;
      for (int i = 0; i < 2; i++) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        sum += value[0];
      }
      if (sum != 5) {
        throw new IllegalStateException("rank " + rank + " summed " + sum);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
    }
    MPI.Finalize();
  }
}
