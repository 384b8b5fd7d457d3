package suite.collective;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Ranks 0 and 1 duplicate COMM_WORLD while rank 2 enters a barrier on it. Duplicating a communicator is collective
 * over it (MPI-3.1 §6.4.2), so the first collective of the three ranks differs: a collective mismatch, and the ranks
 * wait for each other for ever.
 */
@Expect(findings = {"collective-mismatch", "deadlock"}, category = "collective", ranks = 3, interleavings = 1)
public class DupAgainstABarrier {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() < 2) {
      Intracomm copy = (Intracomm) MPI.COMM_WORLD.clone();
      copy.Free();
    } else {
      MPI.COMM_WORLD.Barrier();
    }
    MPI.Finalize();
  }
}
