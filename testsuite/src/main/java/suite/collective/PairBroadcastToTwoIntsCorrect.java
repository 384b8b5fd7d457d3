package suite.collective;

import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/**
 * The root broadcasts one contiguous pair of INT, the others receive two INTs: different counts and datatypes, the
 * same type signature, which is all MPI asks to match (MPI-3.1 §5.1, §5.4). The data arrive whole. Correct.
 */
@Expect(category = "collective", ranks = 3, interleavings = 1)
public class PairBroadcastToTwoIntsCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    boolean root = MPI.COMM_WORLD.Rank() == 0;
    int[] pair = root ? new int[] {7, 8} : new int[2];
    Datatype twoInts = Datatype.Contiguous(2, MPI.INT);
    twoInts.Commit();
    if (root) {
      MPI.COMM_WORLD.Bcast(pair, 0, 1, twoInts, 0);
    } else {
      MPI.COMM_WORLD.Bcast(pair, 0, 2, MPI.INT, 0);
    }
    if (pair[0] != 7 || pair[1] != 8) {
      throw new IllegalStateException("received " + pair[0] + ", " + pair[1]);
    }
    twoInts.free();
    MPI.Finalize();
  }
}
