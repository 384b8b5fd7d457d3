package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * DESIGN-SOURCE's piggyback pitfall: rank 0 posts Irecv(ANY_SOURCE) h1 and h2 and waits for h2 before h1; rank 1
 * sends 1 then 2. Non-overtaking gives message 1 to h1 and message 2 to h2 whatever the wait order; the only sender is
 * rank 1, so neither receive has an alternative: 1 interleaving, no finding. The check also catches an interception
 * layer that hands a message the wrong piggyback or data.
 */
@Expect(category = "reordered-waits", ranks = 2, interleavings = 1)
public class ReorderedWaitsOneSenderCorrect {
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
      if (first[0] != 1 || second[0] != 2) {
        throw new IllegalStateException("h1 got " + first[0] + ", h2 got " + second[0]);
      }
    } else {
      Request one = MPI.COMM_WORLD.Isend(new int[] {1}, 0, 1, MPI.INT, 0, 0);
      Request two = MPI.COMM_WORLD.Isend(new int[] {2}, 0, 1, MPI.INT, 0, 0);
      one.Wait();
      two.Wait();
    }
    MPI.Finalize();
  }
}
