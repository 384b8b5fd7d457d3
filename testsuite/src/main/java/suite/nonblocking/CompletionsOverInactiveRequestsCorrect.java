package suite.nonblocking;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Every completion call over requests that are all inactive (completed before, or null) returns at once (MPI-3.1
 * §3.7.3, §3.7.5): Wait and Test with an empty status, Waitany and Testany with index MPI.UNDEFINED, Waitsome and
 * Testsome with no request (outcount MPI.UNDEFINED in C), Waitall and Testall at once. MPJ 0.44's own Waitany,
 * Waitsome and Testsome loop for ever over such an array. Both ranks exchange one message, complete it with Waitall,
 * then run every completion call again over the same, now inactive, requests and over an array of nulls. Correct.
 */
@Expect(category = "nonblocking", ranks = 2, interleavings = 1)
public final class CompletionsOverInactiveRequestsCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int other = 1 - rank;
    int[] sent = {rank};
    int[] received = new int[1];
    Request[] requests = {MPI.COMM_WORLD.Isend(sent, 0, 1, MPI.INT, other, 0),
        MPI.COMM_WORLD.Irecv(received, 0, 1, MPI.INT, other, 0)};
    Request.Waitall(requests);
    completeInactive(requests);
    completeInactive(new Request[] {null, null});
    MPI.Finalize();
  }

  private static void completeInactive(Request[] requests) throws MPIException {
    Request.Waitall(requests);
    expect(Request.Testall(requests) != null, "Testall completes inactive requests");
    expect(Request.Waitany(requests).index == MPI.UNDEFINED, "Waitany over inactive requests gives UNDEFINED");
    expect(Request.Testany(requests).index == MPI.UNDEFINED, "Testany over inactive requests gives UNDEFINED");
    expect(Request.Waitsome(requests).length == 0, "Waitsome over inactive requests returns none");
    expect(Request.Testsome(requests).length == 0, "Testsome over inactive requests returns none");
  }

  private static void expect(boolean holds, String what) {
    if (!holds) {
      throw new IllegalStateException(what);
    }
  }
}
