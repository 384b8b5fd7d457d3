package suite.failure;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 expects rank 1's report first and calls Abort when it is rank 2's: either may come first (MPI-3.1 §3.5).
 * MPI ends every rank at the Abort (§8.7); MPJ 0.44's Abort does nothing, so under plain MPJ the program goes on and
 * finishes as if nothing happened. An exception-kind finding at the Abort, in the interleaving where rank 2 is first.
 */
@Expect(findings = {"exception"}, category = "failure", ranks = 3, interleavings = 2)
public class AbortOnAnUnexpectedSender {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] report = {rank};
    if (rank == 0) {
      Status first = MPI.COMM_WORLD.Recv(report, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (first.source != 1) {
        MPI.COMM_WORLD.Abort(1);
      }
      MPI.COMM_WORLD.Recv(report, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    } else if (rank <= 2) {
      MPI.COMM_WORLD.Send(report, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
