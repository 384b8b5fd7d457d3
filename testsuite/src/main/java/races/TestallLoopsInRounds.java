package races;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Three rounds at the same lines: rank 0 posts two receives, meets rank 1 at a barrier and polls with {@code Testall}
 * until both are done; rank 1 sends the two messages before the barrier. The messages are there by the time rank 0
 * polls, so its first poll usually finds them at once: each round's poll is an epoch in which finding nothing is an
 * alternative, until a run forced to find nothing shows that the loop at that line polls until it finds.
 */
@Expect(category = "nonblocking", ranks = 2, interleavings = 1)
public class TestallLoopsInRounds {
  public static final int ROUNDS = 3;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] values = new int[2];
    for (int round = 0; round < ROUNDS; round++) {
      if (rank == 0) {
        Request[] receives = {
            MPI.COMM_WORLD.Irecv(values, 0, 1, MPI.INT, 1, 0),
            MPI.COMM_WORLD.Irecv(values, 1, 1, MPI.INT, 1, 1)};
        MPI.COMM_WORLD.Barrier();
        while (Request.Testall(receives) == null) { // polls
          Thread.onSpinWait();
        }
      } else {
        Request[] sends = {
            MPI.COMM_WORLD.Isend(values, 0, 1, MPI.INT, 0, 0),
            MPI.COMM_WORLD.Isend(values, 1, 1, MPI.INT, 0, 1)};
        MPI.COMM_WORLD.Barrier();
        Request.Waitall(sends);
      }
    }
    MPI.Finalize();
  }
}
