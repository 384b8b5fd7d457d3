package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts receives from ranks 1 and 2 and relies on Waitany completing rank 1's first, which is right: rank 2
 * sends only after a token that rank 0 sends once that Waitany has returned. The clocks tell that rank 2's message
 * could never be there in time, so there is nothing to explore: 1 interleaving, no finding (forcing the other order
 * would be a false alarm).
 */
@Expect(category = "waitany", ranks = 3, interleavings = 1)
public class WaitanyCausalOrderCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[] fromOne = new int[1];
      int[] fromTwo = new int[1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(fromOne, 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(fromTwo, 0, 1, MPI.INT, 2, 0)};
      Status first = Request.Waitany(requests);
      if (first.index != 0) {
        throw new IllegalStateException("rank 2 answered before it was asked");
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 2, 1);
      Request.Waitall(requests);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    } else {
      int[] token = new int[1];
      MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, 0, 1);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
