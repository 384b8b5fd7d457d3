package suite.lifecycle;

import mpi.MPI;
import mpi.Prequest;
import mpi.Status;
import suite.Expect;

/**
 * Each rank creates a persistent send and a persistent receive it never starts, and checks what Test and Wait say of
 * them while inactive: at once, an empty status (MPI-3.1 §3.7.3). The ranks then exchange one value by Sendrecv. MPI
 * asks no persistent request to be started (§3.9), so nothing here is an error (as in MUST's persistentNoDl and
 * MPICH's inactivereq); in C the requests would be freed, which MPJ 0.44 cannot do.
 */
@Expect(category = "request-lifecycle", ranks = 2, interleavings = 1)
public class PersistentRequestOnlyTestedWhileInactiveCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int other = 1 - MPI.COMM_WORLD.Rank();
    int[] buffer = new int[1];
    Prequest send = MPI.COMM_WORLD.Send_init(buffer, 0, 1, MPI.INT, other, 3);
    Prequest receive = MPI.COMM_WORLD.Recv_init(buffer, 0, 1, MPI.INT, other, 3);
    checkEmpty(send.Test(), "Test of the inactive send");
    checkEmpty(receive.Wait(), "Wait of the inactive receive");
    int[] mine = {MPI.COMM_WORLD.Rank()};
    int[] theirs = new int[1];
    MPI.COMM_WORLD.Sendrecv(mine, 0, 1, MPI.INT, other, 4, theirs, 0, 1, MPI.INT, other, 4);
    if (theirs[0] != other) {
      throw new IllegalStateException("received " + theirs[0]);
    }
    MPI.Finalize();
  }

  private static void checkEmpty(Status status, String what) {
    if (status == null || status.source != MPI.ANY_SOURCE || status.tag != MPI.ANY_TAG) {
      throw new IllegalStateException(what + ": " + (status == null ? "no status" : status.source + "/" + status.tag));
    }
  }
}
