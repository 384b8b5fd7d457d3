package suite.types;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends a message of no INT elements; rank 1 receives it into a DOUBLE buffer of two. An empty type signature
 * matches any receive (MPI-3.1 §3.3.1), so the program is correct by the standard; MPJ 0.44 fails the receive all the
 * same ("Wrong type for current section"). That is MPJ's deviation, not the program's type mismatch: reported as
 * {@code mpi-error} saying so.
 */
@Expect(findings = {"mpi-error"}, category = "types", ranks = 2, interleavings = 1)
public class EmptyMessageOfAnotherType {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(new int[1], 0, 0, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(new double[2], 0, 2, MPI.DOUBLE, 0, 0);
    }
    MPI.Finalize();
  }
}
