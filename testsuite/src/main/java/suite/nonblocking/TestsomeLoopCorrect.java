package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * The correct twin of {@link TestsomeOneAtATimeAssumed}: rank 0 calls Testsome until every request has completed,
 * counting what each call returns. The first call that returns something returns request
 * 0, request 1 or both: 3 outcomes, all correct.
 */
@Expect(category = "nonblocking", ranks = 3, interleavings = 3)
public class TestsomeLoopCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] first = new int[1];
      int[] second = new int[1];
      Request[] requests = {MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, 2, 0)};
      int remaining = requests.length;
      long work = 0;
      while (remaining > 0) {
        Status[] done = Request.Testsome(requests);
        remaining -= done == null ? 0 : done.length;
        work++;
      }
      if (first[0] != 1 || second[0] != 2) {
        throw new IllegalStateException("got " + first[0] + " and " + second[0] + " after " + work + " calls");
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
