package suite.types;

import mpi.MPI;
import suite.Expect;

/** Rank 0 sends four INTs; rank 1 receives them as DOUBLEs: the basic type signatures differ. */
@Expect(findings = {"type-mismatch"}, category = "types", ranks = 2, interleavings = 1)
public final class IntSentDoubleReceived {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      int[] data = {1, 2, 3, 4};
      MPI.COMM_WORLD.Send(data, 0, 4, MPI.INT, 1, 0);
    } else {
      double[] data = new double[4];
      MPI.COMM_WORLD.Recv(data, 0, 4, MPI.DOUBLE, 0, 0);
    }
    MPI.Finalize();
  }
}
