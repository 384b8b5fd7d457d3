package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 1 sends three tagged values with Isend, asks once with {@code Testany} whether one is done, ignores the answer
 * and completes all three with {@code Waitall}; rank 0 receives them in tag order. A single Testany may report any
 * send whose receive has matched, or none (MPI-3.1 §3.7.3, §3.7.5: only a repeated test must see a completion), and
 * the program is correct under every answer: four interleavings, no finding, the same in every search.
 */
@Expect(category = "nonblocking", ranks = 2, interleavings = 4)
public class SingleTestanyResultIgnoredCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] values = {10, 11, 12};
    if (MPI.COMM_WORLD.Rank() == 0) {
      for (int tag = 0; tag < 3; tag++) {
        MPI.COMM_WORLD.Recv(values, tag, 1, MPI.INT, 1, tag);
      }
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      Request[] sends = new Request[3];
      for (int tag = 0; tag < 3; tag++) {
        sends[tag] = MPI.COMM_WORLD.Isend(values, tag, 1, MPI.INT, 0, tag);
      }
      Request.Testany(sends);
      Request.Waitall(sends);
    }
    MPI.Finalize();
  }
}
