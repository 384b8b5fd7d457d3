package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts Irecv(ANY_SOURCE) for a worker's request and Tests it once: a request already there is taken for a
 * notice that needs no answer; otherwise rank 0 waits for it and answers its sender. The worker sleeps before
 * sending, so the Test almost always returns nothing. One Test may complete the receive as soon as its message could
 * be there (MPI-3.1 §3.7.4), and then the worker waits for an answer that never comes: a deadlock at its Recv. Two
 * interleavings.
 */
@Expect(findings = "deadlock", category = "nonblocking", ranks = 2, interleavings = 2)
public class SingleTestOfAWildcardSkipsReplyDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {0};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Request incoming = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
      Status early = incoming.Test();
      if (early == null) {
        Status status = incoming.Wait();
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, status.source, 2);
      }
    } else {
      Thread.sleep(100);
      MPI.COMM_WORLD.Send(new int[] {3}, 0, 1, MPI.INT, 0, 1);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 2); // the answer
    }
    MPI.Finalize();
  }
}
