package suite.realistic;

import mpi.MPI;
import suite.Expect;

/**
 * Each rank times a phase of work between two barriers with MPI.Wtime and checks the clock: it has a resolution
 * (Wtick is positive), and a 50 ms phase lasts about that long (MPI-3.1 §8.6). MPJ 0.44's Wtime counts whole seconds
 * and its Wtick is 0, so this correct program failed its own check.
 */
@Expect(category = "realistic", ranks = 2, interleavings = 1)
public class TimedPhasesCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    MPI.COMM_WORLD.Barrier();
    double start = MPI.Wtime();
    Thread.sleep(50);
    double elapsed = MPI.Wtime() - start;
    MPI.COMM_WORLD.Barrier();
    if (!(MPI.Wtick() > 0) || elapsed < 0.04 || elapsed > 30) {
      throw new IllegalStateException("a 50 ms phase took " + elapsed + " s by a clock of resolution " + MPI.Wtick());
    }
    MPI.Finalize();
  }
}
