package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Four ranks split into pairs, every rank giving key 0: MPI breaks the ties by rank in the old communicator (MPI-3.1
 * §6.4.2), so in each pair the lower world rank is rank 0. Each pair's rank 1 sends its world rank to rank 0, which
 * checks it. Correct; MPJ 0.44's own Split failed on the tied keys with a NullPointerException in every rank.
 */
@Expect(category = "split-communicator", ranks = 4, interleavings = 1)
public class SplitWithEqualKeysCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    Intracomm pair = MPI.COMM_WORLD.Split(me / 2, 0);
    if (pair.Rank() != me % 2) {
      throw new IllegalStateException("world rank " + me + " is rank " + pair.Rank() + " of its pair");
    }
    int[] value = {me};
    if (pair.Rank() == 1) {
      pair.Send(value, 0, 1, MPI.INT, 0, 0);
    } else {
      pair.Recv(value, 0, 1, MPI.INT, 1, 0);
      if (value[0] != me + 1) {
        throw new IllegalStateException("rank 0 of pair " + me / 2 + " heard from world rank " + value[0]);
      }
    }
    pair.Free();
    MPI.Finalize();
  }
}
