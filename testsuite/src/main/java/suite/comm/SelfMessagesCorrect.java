package suite.comm;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Every rank is rank 0 of its own COMM_SELF, and every rank's COMM_SELF may share one context id. Each rank sends a
 * message to itself on COMM_SELF (nonblocking, so that it cannot block on its own receive), receives it and waits for
 * the send: correct, no message is left behind, whichever rank numbering a verifier confuses.
 */
@Expect(category = "split-communicator", ranks = 3, interleavings = 1)
public class SelfMessagesCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    int[] out = {me};
    int[] in = new int[1];
    Request send = MPI.COMM_SELF.Isend(out, 0, 1, MPI.INT, 0, 9);
    MPI.COMM_SELF.Recv(in, 0, 1, MPI.INT, 0, 9);
    send.Wait();
    if (in[0] != me) {
      throw new IllegalStateException("rank " + me + " got " + in[0] + " from itself");
    }
    MPI.Finalize();
  }
}
