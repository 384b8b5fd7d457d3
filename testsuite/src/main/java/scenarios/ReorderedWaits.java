package scenarios;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * DESIGN-SOURCE's piggyback pitfall: P0 Irecv(*,h1), Irecv(*,h2), Wait(h2), Wait(h1); P1 sends two messages to P0.
 * P1 completes a wildcard receive (from P2) between its two sends, so the two messages carry different clocks (in
 * {@link suite.nonblocking.ReorderedWaitsOneSenderCorrect} they carry the same one). Each wait must see its own
 * message's data and clock.
 */
@Expect(category = "reordered-waits", ranks = 3, interleavings = 1)
public class ReorderedWaits {
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
      System.out.println("h1=" + first[0] + " h2=" + second[0]);
    } else if (rank == 1) {
      int[] a = {100};
      int[] b = {200};
      int[] token = new int[1];
      Request sendA = MPI.COMM_WORLD.Isend(a, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
      Request sendB = MPI.COMM_WORLD.Isend(b, 0, 1, MPI.INT, 0, 0);
      sendA.Wait();
      sendB.Wait();
    } else {
      MPI.COMM_WORLD.Send(new int[] {7}, 0, 1, MPI.INT, 1, 1);
    }
    MPI.Finalize();
  }
}
