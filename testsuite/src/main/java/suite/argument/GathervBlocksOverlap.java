package suite.argument;

import mpi.MPI;
import suite.Expect;

/**
 * Each of three ranks gathers two ints to rank 0, whose displacements 0, 1 and 4 put the first two blocks over one
 * another (element 1 of the receive buffer is written by ranks 0 and 1). No location on the root may be written more
 * than once; such a call is erroneous (MPI-3.1 §5.5). MPJ writes one of them and says nothing.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 3, interleavings = 1)
public class GathervBlocksOverlap {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] mine = {rank, rank};
    int[] all = new int[6];
    MPI.COMM_WORLD.Gatherv(mine, 0, 2, MPI.INT, all, 0, new int[] {2, 2, 2}, new int[] {0, 1, 4}, MPI.INT, 0);
    MPI.Finalize();
  }
}
