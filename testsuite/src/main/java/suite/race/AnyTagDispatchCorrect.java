package suite.race;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 takes two messages with ANY_SOURCE and ANY_TAG and dispatches on status.tag, so either order works. Ranks 1
 * and 2 send once each (tags 1 and 2): 2 interleavings, no finding.
 */
@Expect(category = "any-tag-race", ranks = 3, interleavings = 2)
public class AnyTagDispatchCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank * 10};
    if (rank == 0) {
      int[] byTag = new int[3];
      for (int i = 0; i < 2; i++) {
        Status status = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
        byTag[status.tag] = value[0];
      }
      if (byTag[1] != 10 || byTag[2] != 20) {
        throw new IllegalStateException("tag 1: " + byTag[1] + ", tag 2: " + byTag[2]);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, rank);
    }
    MPI.Finalize();
  }
}
