package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 sends to rank 1, receives rank 1's answer and rank 2's value, and completes the three requests with Waitany,
 * in whatever order they come, as a halo exchange does. Rank 1 answers only after receiving, but MPI lets Waitany
 * return any complete request (MPI-3.1 §3.7.5), so even the answer may be returned before the send: the three
 * requests complete in any of 6 orders, and the program is right in each.
 */
@Expect(findings = {}, category = "waitany", ranks = 3, interleavings = 6)
public class WaitanyOverSendsAndReceivesCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank + 10};
    if (rank == 0) {
      int[] answer = new int[1];
      int[] other = new int[1];
      Request[] requests = {MPI.COMM_WORLD.Isend(value, 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(answer, 0, 1, MPI.INT, 1, 0), MPI.COMM_WORLD.Irecv(other, 0, 1, MPI.INT, 2, 0)};
      for (int done = 0; done < requests.length; done++) {
        Request.Waitany(requests);
      }
      if (answer[0] != 11 || other[0] != 12) {
        throw new IllegalStateException("received " + answer[0] + " and " + other[0]);
      }
    } else if (rank == 1) {
      int[] received = new int[1];
      MPI.COMM_WORLD.Recv(received, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
