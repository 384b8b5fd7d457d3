package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts one receive per worker and completes them with Waitany, adding up what each sent by the index
 * Waitany returns. Any completion order gives the same sum: the three workers' messages race, so the first Waitany
 * may return any of three requests and the second either remaining one, 3! = 6 interleavings, no finding.
 */
@Expect(category = "waitany", ranks = 4, interleavings = 6)
public class WaitanyAnyOrderCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (rank == 0) {
      int[][] parts = new int[size - 1][1];
      Request[] requests = new Request[size - 1];
      for (int worker = 1; worker < size; worker++) {
        requests[worker - 1] = MPI.COMM_WORLD.Irecv(parts[worker - 1], 0, 1, MPI.INT, worker, 0);
      }
      int sum = 0;
      for (int i = 0; i < requests.length; i++) {
        Status done = Request.Waitany(requests);
        sum += parts[done.index][0];
      }
      int expected = 10 * (size - 1) * size / 2;
      if (sum != expected) {
        throw new IllegalStateException("sum " + sum + ", expected " + expected);
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {10 * rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
