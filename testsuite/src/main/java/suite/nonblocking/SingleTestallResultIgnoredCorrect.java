package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts three receives, two of them wildcards, asks once with {@code Testall} whether all are done, ignores the
 * answer and completes them with {@code Waitall}; rank 1 sends the three values in tag order. A single Testall returns
 * true only once every receive is complete, and may return false even then (MPI-3.1 §3.7.4, §3.7.5): two
 * interleavings, no finding.
 */
@Expect(category = "nonblocking", ranks = 2, interleavings = 2)
public class SingleTestallResultIgnoredCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] values = {10, 11, 12};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Request[] receives = {
          MPI.COMM_WORLD.Irecv(values, 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(values, 1, 1, MPI.INT, MPI.ANY_SOURCE, 1),
          MPI.COMM_WORLD.Irecv(values, 2, 1, MPI.INT, MPI.ANY_SOURCE, 2)};
      Request.Testall(receives);
      Request.Waitall(receives);
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      for (int tag = 0; tag < 3; tag++) {
        MPI.COMM_WORLD.Send(values, tag, 1, MPI.INT, 0, tag);
      }
    }
    MPI.Finalize();
  }
}
