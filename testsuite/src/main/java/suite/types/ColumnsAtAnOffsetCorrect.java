package suite.types;

import java.util.Arrays;
import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends column 1 of a matrix stored by rows, three ints wide (a vector of three ints, three apart, from buffer
 * offset 1), and then two elements of that vector from offset 0 (element k starts k extents on, and a vector's extent
 * runs from its first int to one past its last: 7 ints, MPI-3.1 §4.1.2 and §4.1.6); rank 1 receives the column into an
 * indexed type at an offset of its own. A type map is the buffer's address plus each displacement (§4.1.1), wherever
 * the buffer starts. MPJ 0.44 took an indexed element's buffer offset for a position in its list of displacements,
 * so this correct program failed inside MPJ (an index out of bounds: an mpi-error), as did every vector once made as
 * an indexed type.
 */
@Expect(category = "types", ranks = 2, interleavings = 1)
public class ColumnsAtAnOffsetCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Datatype column = Datatype.Vector(3, 1, 3, MPI.INT);
    column.Commit();
    Datatype spread = Datatype.Indexed(new int[] {1, 1, 1}, new int[] {0, 2, 4}, MPI.INT);
    spread.Commit();
    if (MPI.COMM_WORLD.Rank() == 0) {
      int[] matrix = new int[16];
      for (int i = 0; i < matrix.length; i++) {
        matrix[i] = i;
      }
      MPI.COMM_WORLD.Send(matrix, 1, 1, column, 1, 0);
      MPI.COMM_WORLD.Send(matrix, 0, 2, column, 1, 1);
    } else {
      int[] received = new int[7];
      MPI.COMM_WORLD.Recv(received, 2, 1, spread, 0, 0);
      if (!Arrays.equals(received, new int[] {0, 0, 1, 0, 4, 0, 7})) {
        throw new IllegalStateException("column 1 arrived as " + Arrays.toString(received));
      }
      int[] two = new int[6];
      MPI.COMM_WORLD.Recv(two, 0, 6, MPI.INT, 0, 1);
      if (!Arrays.equals(two, new int[] {0, 3, 6, 7, 10, 13})) {
        throw new IllegalStateException("two vector elements arrived as " + Arrays.toString(two));
      }
    }
    column.free();
    spread.free();
    MPI.Finalize();
  }
}
