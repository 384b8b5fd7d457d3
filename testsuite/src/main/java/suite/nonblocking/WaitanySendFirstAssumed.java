package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 sends its value to rank 1 and receives rank 2's with one Waitany over both requests, and assumes the reply is
 * the first to complete (rank 1 sleeps before receiving, so in testing it is). MPI lets Waitany return any complete
 * request (MPI-3.1 §3.7.5): once rank 1 has received, the send may be returned first, and rank 0 throws. Two
 * interleavings, one with the exception.
 */
@Expect(findings = "exception", category = "waitany", ranks = 3, interleavings = 2)
public class WaitanySendFirstAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[] reply = new int[1];
      Request[] requests = {MPI.COMM_WORLD.Isend(value, 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(reply, 0, 1, MPI.INT, 2, 0)};
      Status first = Request.Waitany(requests);
      if (first.index == 0) {
        throw new IllegalStateException("the send completed before the reply came");
      }
      requests[0].Wait();
    } else if (rank == 1) {
      Thread.sleep(200);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
