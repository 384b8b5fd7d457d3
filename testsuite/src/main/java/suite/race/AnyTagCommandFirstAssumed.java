package suite.race;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 takes two messages with ANY_SOURCE and ANY_TAG and expects the "command" (tag 1, from rank 1) before the
 * "data" (tag 2, from rank 2). The two sends are unordered and both match the fully wildcard receive: 2 interleavings,
 * an exception in the one where the data comes first.
 */
@Expect(findings = "exception", category = "any-tag-race", ranks = 3, interleavings = 2)
public class AnyTagCommandFirstAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = new int[1];
    if (rank == 0) {
      Status first = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
      if (first.tag != 1) {
        throw new IllegalStateException("data (tag " + first.tag + ") before the command");
      }
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, rank);
    }
    MPI.Finalize();
  }
}
