package suite.leak;

import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/** The correct variant of {@link DatatypeLeak}: the committed datatype is freed once the message has moved. */
@Expect(category = "leak", ranks = 2, interleavings = 1)
public final class FreedDatatype {
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
    pair.free();
    MPI.Finalize();
  }
}
