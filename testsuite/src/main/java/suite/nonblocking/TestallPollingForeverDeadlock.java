package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Each of two ranks posts two receives from the other, with tags the other never sends, and polls them with Testall
 * until both complete: nothing can ever complete them, a deadlock at the Testall in every execution. MPJ 0.44's
 * Testall sleeps half a second before it answers that a request is incomplete, which made the loop look like one that
 * paces itself (and may give up): its deadlock showed only at the time limit.
 */
@Expect(findings = "deadlock", category = "nonblocking", ranks = 2, interleavings = 1)
public class TestallPollingForeverDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int other = 1 - MPI.COMM_WORLD.Rank();
    int[] first = new int[1];
    int[] second = new int[1];
    Request[] both = {MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, other, 2),
        MPI.COMM_WORLD.Irecv(second, 0, 1, MPI.INT, other, 3)};
    while (Request.Testall(both) == null) {
      Thread.onSpinWait();
    }
    MPI.Finalize();
  }
}
