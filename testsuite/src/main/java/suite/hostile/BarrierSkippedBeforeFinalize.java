package suite.hostile;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 1 skips the barrier the others make before MPI.Finalize. MPJ's Finalize completes their barrier, and then every
 * rank waits in Finalize for ever: a collective mismatch at the barrier's line (rank 1 went on to Finalize without
 * it), and the deadlock it causes.
 */
@Expect(findings = {"collective-mismatch", "deadlock"}, category = "hostile", ranks = 3, interleavings = 1)
public final class BarrierSkippedBeforeFinalize {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() != 1) {
      MPI.COMM_WORLD.Barrier();
    }
    MPI.Finalize();
  }
}
