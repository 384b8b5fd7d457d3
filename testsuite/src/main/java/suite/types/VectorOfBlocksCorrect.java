package suite.types;

import java.util.Arrays;
import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends three blocks of two ints, four apart, as one vector element; rank 1 receives them as six ints and
 * sends them back into a vector of its own. MPI's type map takes each block in turn (MPI-3.1 §4.1.2): 0, 1, 4, 5, 8, 9.
 * MPJ 0.44's vectors took the blocks' elements column by column (0, 4, 8, 1, 5, 9), so this correct program failed its
 * own check.
 */
@Expect(category = "types", ranks = 2, interleavings = 1)
public class VectorOfBlocksCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Datatype blocks = Datatype.Vector(3, 2, 4, MPI.INT);
    blocks.Commit();
    int[] matrix = new int[12];
    if (MPI.COMM_WORLD.Rank() == 0) {
      for (int i = 0; i < matrix.length; i++) {
        matrix[i] = i;
      }
      MPI.COMM_WORLD.Send(matrix, 0, 1, blocks, 1, 0);
      int[] back = new int[12];
      MPI.COMM_WORLD.Recv(back, 0, 1, blocks, 1, 1);
      if (!Arrays.equals(back, new int[] {0, 1, 0, 0, 4, 5, 0, 0, 8, 9, 0, 0})) {
        throw new IllegalStateException("the vector came back as " + Arrays.toString(back));
      }
    } else {
      int[] received = new int[6];
      MPI.COMM_WORLD.Recv(received, 0, 6, MPI.INT, 0, 0);
      if (!Arrays.equals(received, new int[] {0, 1, 4, 5, 8, 9})) {
        throw new IllegalStateException("the vector arrived as " + Arrays.toString(received));
      }
      MPI.COMM_WORLD.Send(received, 0, 6, MPI.INT, 0, 1);
    }
    blocks.free();
    MPI.Finalize();
  }
}
