package races;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Every rank but 0 sends one message to rank 0, which takes them all with ANY_SOURCE, and fails, after Finalize, when
 * the last message came from a lower rank than the one before it. Whatever order the free run has, the first forced
 * run (the second-to-last receive takes the last sender) swaps the last two: exactly one of the two shows the failure.
 * Labelled at 4 ranks (3! orders); the tests run it wide.
 */
@Expect(findings = "exception", category = "any-source-race", ranks = 4, interleavings = 6)
public class WideFanInLastPairOrdered {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int secondToLast = -1;
    int last = -1;
    if (rank == 0) {
      int[] value = new int[1];
      for (int i = 1; i < size; i++) {
        Status status = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        secondToLast = last;
        last = status.source;
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
    if (rank == 0 && last < secondToLast) {
      throw new IllegalStateException("the last two senders came in descending order"); // planted bug
    }
  }
}
