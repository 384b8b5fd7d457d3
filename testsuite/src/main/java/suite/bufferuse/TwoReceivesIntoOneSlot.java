package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts one nonblocking receive per peer, but every one into element 0 of the same array: while the first is
 * pending, the second receives into the same element (MPI-3.1 §3.7.2). A buffer-in-use error at the second Irecv.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 3, interleavings = 1)
public class TwoReceivesIntoOneSlot {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] values = new int[size];
    if (rank == 0) {
      Request[] pending = new Request[size - 1];
      for (int peer = 1; peer < size; peer++) {
        pending[peer - 1] = MPI.COMM_WORLD.Irecv(values, 0, 1, MPI.INT, peer, 0);
      }
      Request.Waitall(pending);
    } else {
      values[0] = rank;
      MPI.COMM_WORLD.Send(values, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
