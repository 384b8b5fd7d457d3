package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts two Irecv(ANY_SOURCE) and completes them with Waitany, handling each by the status it returns; ranks 1
 * and 2 send once each. The first Irecv may take either sender (the second takes the other), and when both messages
 * are there the first Waitany may return either request: 4 interleavings, no finding.
 */
@Expect(category = "waitany", ranks = 3, interleavings = 4)
public class WaitanyWildcardCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[][] buffers = new int[2][1];
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(buffers[0], 0, 1, MPI.INT, MPI.ANY_SOURCE, 0),
          MPI.COMM_WORLD.Irecv(buffers[1], 0, 1, MPI.INT, MPI.ANY_SOURCE, 0)};
      int seen = 0;
      for (int i = 0; i < 2; i++) {
        Status status = Request.Waitany(requests);
        if (buffers[status.index][0] != status.source * 10) {
          throw new IllegalStateException("rank " + status.source + " sent " + buffers[status.index][0]);
        }
        seen |= 1 << status.source;
      }
      if (seen != 0b110) {
        throw new IllegalStateException("senders seen: " + Integer.toBinaryString(seen));
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank * 10}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
