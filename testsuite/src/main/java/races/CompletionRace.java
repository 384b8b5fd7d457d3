package races;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts receives from ranks 1 and 2 and completes one of them with Waitany (first argument {@code waitany})
 * or a Testany polling loop ({@code testany}), then sends rank 2 a token and completes the other. With the second
 * argument {@code gated} rank 2 sends only after that token, so only rank 1's request can complete first; else the
 * two messages race.
 */
@Expect(category = "waitany", ranks = 3, interleavings = 2, args = {"waitany", "racing"})
public class CompletionRace {
  public static void main(String[] args) throws Exception {
    String[] options = MPI.Init(args); // MPJ's own arguments come first in args
    int rank = MPI.COMM_WORLD.Rank();
    boolean gated = options[1].equals("gated");
    int[] value = {rank};
    if (rank == 0) {
      int[][] received = new int[2][1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(received[0], 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(received[1], 0, 1, MPI.INT, 2, 0)};
      Status first = null;
      if (options[0].equals("waitany")) {
        first = Request.Waitany(requests); // completes one
      } else {
        while (first == null) {
          first = Request.Testany(requests); // polls
        }
      }
      if (received[first.index][0] != first.index + 1) {
        throw new IllegalStateException("request " + first.index + " holds " + received[first.index][0]);
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 2, 1);
      Request.Waitall(requests);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    } else {
      if (gated) {
        MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 0, 1);
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      } else {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
        MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 0, 1);
      }
    }
    MPI.Finalize();
  }
}
