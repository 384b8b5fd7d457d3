package suite.leak;

import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/** Rank 0 sends a pair of ints as one committed contiguous datatype that neither rank ever frees. */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 2, interleavings = 1)
public final class DatatypeLeak {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Datatype pair = Datatype.Contiguous(2, MPI.INT);
    pair.Commit();
    int[] data = {1, 2};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(data, 0, 1, pair, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(data, 0, 1, pair, 0, 0);
    }
    MPI.Finalize();
  }
}
