package suite.hostile;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 receives in a loop that swallows every Throwable, from a rank that never sends: a deadlock. Tearing the rank
 * down throws into it, and it swallows that too; it once survived its run and blocked on in the verifier's JVM. Its
 * MPI calls now fail once the run is over, so it spins through its handler, where stopping it succeeds: the deadlock
 * is the one finding, and nothing is left running.
 */
@Expect(findings = {"deadlock"}, category = "hostile", ranks = 2, interleavings = 1)
public final class SwallowsEverythingInAReceiveLoop {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      while (true) {
        try {
          MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 0);
        } catch (Throwable swallowed) {
          Thread.onSpinWait();
        }
      }
    }
    MPI.Finalize();
  }
}
