package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts one nonblocking receive per peer into that peer's own element of one array, and sends its own value
 * from element 0 to every peer while they are pending: disjoint regions of one array, and several sends from one
 * region, are correct.
 */
@Expect(category = "buffer-in-use", ranks = 3, interleavings = 1)
public class OneSlotPerPeerCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] values = new int[size];
    values[0] = rank;
    if (rank == 0) {
      Request[] pending = new Request[2 * (size - 1)];
      for (int peer = 1; peer < size; peer++) {
        pending[peer - 1] = MPI.COMM_WORLD.Irecv(values, peer, 1, MPI.INT, peer, 0);
        pending[size - 2 + peer] = MPI.COMM_WORLD.Isend(values, 0, 1, MPI.INT, peer, 1);
      }
      Request.Waitall(pending);
    } else {
      int[] mine = {rank};
      MPI.COMM_WORLD.Send(mine, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(mine, 0, 1, MPI.INT, 0, 1);
    }
    MPI.Finalize();
  }
}
