package suite.argument;

import mpi.MPI;
import suite.Expect;

/**
 * The root scatters two INTs to each of three ranks from an array sized for the two it keeps: the send buffer must
 * hold a block for every member (MPI-3.1 §5.6). MPJ fails deep inside its own code; the finding names the elements
 * the call reaches past the array, at the Scatter. The other ranks' send buffers are not significant (none is
 * passed), which is correct.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 3, interleavings = 1)
public class ScatterFromTooShortAnArray {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] mine = new int[2];
    int[] all = MPI.COMM_WORLD.Rank() == 0 ? new int[2] : null;
    MPI.COMM_WORLD.Scatter(all, 0, 2, MPI.INT, mine, 0, 2, MPI.INT, 0);
    MPI.Finalize();
  }
}
