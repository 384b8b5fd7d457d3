package suite.argument;

import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends a matrix column with a vector datatype it never committed: a derived datatype must be committed before
 * it is used in communication (MPI-3.1 §4.1.9). MPJ 0.44 sends it all the same.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class UncommittedDatatypeSent {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Datatype column = Datatype.Vector(3, 1, 3, MPI.INT);
    int[] matrix = new int[9];
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(matrix, 0, 1, column, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(matrix, 0, 3, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
