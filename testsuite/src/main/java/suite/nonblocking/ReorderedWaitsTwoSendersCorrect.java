package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts Irecv(ANY_SOURCE) h1 and h2 and waits for h2 before h1; ranks 1 and 2 send once each. h1 matches first
 * (C4) and may take either sender; h2 takes the other. 2 interleavings, no finding: rank 0 only checks that both
 * values arrived.
 */
@Expect(category = "reordered-waits", ranks = 3, interleavings = 2)
public class ReorderedWaitsTwoSendersCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] first = new int[1];
      int[] second = new int[1];
      Request h1 = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Request h2 = MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      h2.Wait();
      h1.Wait();
      if (first[0] + second[0] != 3) {
        throw new IllegalStateException("h1 got " + first[0] + ", h2 got " + second[0]);
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
