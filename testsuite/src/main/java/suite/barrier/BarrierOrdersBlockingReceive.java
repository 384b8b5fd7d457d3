package suite.barrier;

import mpi.MPI;
import suite.Expect;

/**
 * The barrier that does order: rank 1's first Recv(ANY_SOURCE) is blocking and completes before rank 1 enters the
 * barrier, so rank 2's send, issued after the barrier, cannot reach it (matches-before rule C1 then C5). Only rank 0's
 * message is a potential match of the first receive and only rank 2's of the second: 1 interleaving, no finding. A
 * verifier that reported rank 2 as an alternative of the first receive would force a match no execution makes.
 */
@Expect(category = "crooked-barrier", ranks = 3, interleavings = 1)
public class BarrierOrdersBlockingReceive {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] data = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Send(data, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Barrier();
    } else if (rank == 1) {
      MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (data[0] != 0) {
        throw new IllegalStateException("before the barrier only rank 0 sends, got rank " + data[0]);
      }
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    } else {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Send(data, 0, 1, MPI.INT, 1, 0);
    }
    MPI.Finalize();
  }
}
