package suite.bufferuse;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 scatters blocks of one array with Scatterv and receives its own block into the same array, at the elements
 * that block is sent from. The root's send buffer is every block it sends; its receive buffer may not overlap any of
 * them (an OUT argument may not alias another, MPI-3.1 §2.3; the in-place form needs MPI_IN_PLACE, §5.6, which MPJ
 * 0.44 does not have), just as with Scatter.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 3, interleavings = 1)
public class ScattervOntoItsOwnBlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] counts = {2, 2, 2};
    int[] displacements = {0, 2, 4};
    int[] data = {1, 2, 3, 4, 5, 6};
    int[] mine = new int[2];
    MPI.COMM_WORLD.Scatterv(data, 0, counts, displacements, MPI.INT, mine, 0, 2, MPI.INT, 0); // correct
    MPI.COMM_WORLD.Scatterv(data, 0, counts, displacements, MPI.INT, data, 0, 2, MPI.INT, 0); // aliased at rank 0
    MPI.Finalize();
  }
}
