package suite.ready;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 starts a nonblocking ready send, enters the barrier and then waits for the send; rank 1 posts its receive
 * only after the barrier. The receive can never be posted when the ready send starts: a ready-mode error at the
 * Irsend (MPI-3.1 §3.4).
 */
@Expect(findings = {"ready-mode"}, category = "ready-mode", ranks = 2, interleavings = 1)
public class ReadySendBeforeTheBarrier {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {42};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Request sent = MPI.COMM_WORLD.Irsend(value, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Barrier();
      sent.Wait();
    } else {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
