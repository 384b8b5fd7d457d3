package suite.collective;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * The standard's own example of a collective that need not synchronise (MPI-3.1 §5.14, "Correctness"): rank 1 posts a
 * wildcard receive before the broadcast, rank 2 sends before it and the root sends after it. If the broadcast
 * synchronises, only rank 2's message can match the first receive; if it does not, the root may leave the broadcast at
 * once and its message may match first. The program assumes the first, and throws in the second.
 */
@Expect(findings = {"exception"}, category = "collective", ranks = 3, interleavings = 2, buffering = "eager")
public final class BcastAssumedToSynchronise {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    int[] got = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
    } else if (rank == 1) {
      Status first = MPI.COMM_WORLD.Recv(got, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (first.source != 2) {
        throw new IllegalStateException("the root's message came before the broadcast");
      }
      MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
      MPI.COMM_WORLD.Recv(got, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Bcast(value, 0, 1, MPI.INT, 0);
    }
    MPI.Finalize();
  }
}
