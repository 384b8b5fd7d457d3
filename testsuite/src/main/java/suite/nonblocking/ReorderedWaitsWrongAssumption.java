package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts Irecv(ANY_SOURCE) h1 and h2, waits for h2 first and expects it to hold rank 2's message, as if the
 * later-posted receive took the later sender. h1 may take either sender: 2 interleavings, and in the one where h1 takes
 * rank 2's message the check throws: an exception.
 */
@Expect(findings = "exception", category = "reordered-waits", ranks = 3, interleavings = 2)
public class ReorderedWaitsWrongAssumption {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] first = new int[1];
      int[] second = new int[1];
      Request h1 = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Request h2 = MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      h2.Wait();
      if (second[0] != 2) {
        throw new IllegalStateException("h2 got rank " + second[0] + "'s message");
      }
      h1.Wait();
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
