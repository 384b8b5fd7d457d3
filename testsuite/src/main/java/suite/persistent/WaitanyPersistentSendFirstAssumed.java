package suite.persistent;

import mpi.MPI;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 starts a persistent send to rank 1 and receives rank 2's value, with one Waitany over both requests, and
 * assumes the reply completes first (rank 1 sleeps before receiving, so in testing it does). MPI lets Waitany return
 * any complete request (MPI-3.1 §3.7.5), a started persistent send as soon as its receive has matched it (§3.9): then
 * rank 0 throws. Two interleavings, one with the exception.
 */
@Expect(findings = "exception", category = "persistent", ranks = 3, interleavings = 2)
public class WaitanyPersistentSendFirstAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[] reply = new int[1];
      Prequest send = MPI.COMM_WORLD.Send_init(value, 0, 1, MPI.INT, 1, 0);
      send.Start();
      Request[] requests = {send, MPI.COMM_WORLD.Irecv(reply, 0, 1, MPI.INT, 2, 0)};
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
