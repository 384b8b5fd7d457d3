package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 1 posts Irecv for rank 0's request and Tests it once, to see whether it came early. If it did, rank 1 takes it
 * as a notice that needs no answer; otherwise it waits for it and answers. Rank 0 sleeps before sending, so in almost
 * every run the Test returns nothing and the program looks correct. MPI lets one Test complete a receive as soon as
 * its message could be there (MPI-3.1 §3.7.4; only a repeated Test must succeed), and then rank 0 waits for an answer
 * that never comes: a deadlock at rank 0's Recv. Two interleavings: the Test completes the receive, or not.
 */
@Expect(findings = "deadlock", category = "nonblocking", ranks = 2, interleavings = 2)
public class SingleTestCompletedSkipsReplyDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] request = {0};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Thread.sleep(100);
      MPI.COMM_WORLD.Send(new int[] {7}, 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Recv(request, 0, 1, MPI.INT, 1, 2); // the answer
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      Request incoming = MPI.COMM_WORLD.Irecv(request, 0, 1, MPI.INT, 0, 1);
      Status early = incoming.Test();
      if (early == null) {
        incoming.Wait();
        MPI.COMM_WORLD.Send(new int[] {request[0] + 1}, 0, 1, MPI.INT, 0, 2);
      }
    }
    MPI.Finalize();
  }
}
