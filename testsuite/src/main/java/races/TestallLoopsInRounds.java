package races;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Three rounds at the same lines: rank 0 posts two receives, meets rank 1 at a barrier and polls with {@code Testall}
 * until both are done; rank 1 sends the two messages and waits for them to be received before the barrier. Both
 * receives are complete by the time rank 0 polls, so its first poll finds them at once, and each round's poll is an
 * epoch. Its loop polls until it
 * finds, which its code shows ({@code while (Testall(...) == null)}); with the argument {@code hidden} the loop's test
 * goes through a method of its own, which hides that from a reading of the code, and only a run forced to find nothing
 * shows it.
 */
@Expect(category = "nonblocking", ranks = 2, interleavings = 1)
public class TestallLoopsInRounds {
  public static final int ROUNDS = 3;

  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    boolean hidden = own.length > 0 && own[0].equals("hidden");
    int rank = MPI.COMM_WORLD.Rank();
    int[] values = new int[2];
    for (int round = 0; round < ROUNDS; round++) {
      if (rank == 0) {
        Request[] receives = {
            MPI.COMM_WORLD.Irecv(values, 0, 1, MPI.INT, 1, 0),
            MPI.COMM_WORLD.Irecv(values, 1, 1, MPI.INT, 1, 1)};
        MPI.COMM_WORLD.Barrier();
        if (hidden) {
          while (!complete(Request.Testall(receives))) { // polls, hidden
            Thread.onSpinWait();
          }
        } else {
          while (Request.Testall(receives) == null) { // polls
            Thread.onSpinWait();
          }
        }
      } else {
        Request[] sends = {
            MPI.COMM_WORLD.Isend(values, 0, 1, MPI.INT, 0, 0),
            MPI.COMM_WORLD.Isend(values, 1, 1, MPI.INT, 0, 1)};
        Request.Waitall(sends);
        MPI.COMM_WORLD.Barrier();
      }
    }
    MPI.Finalize();
  }

  private static boolean complete(Object statuses) {
    return statuses != null;
  }
}
