package suite.argument;

import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends, and rank 1 receives, a long[] described by a derived type built from INT: the datatype must match the
 * buffer's type (MPI-3.1 §3.3.1), whatever the type's shape. Both calls are erroneous; MPJ fails them with a
 * ClassCastException of its own.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class DerivedTypeOverTheWrongArray {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Datatype pair = Datatype.Contiguous(2, MPI.INT);
    pair.Commit();
    long[] values = new long[4];
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(values, 0, 2, pair, 1, 0);
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      MPI.COMM_WORLD.Recv(values, 0, 2, pair, 0, 0);
    }
    pair.free();
    MPI.Finalize();
  }
}
