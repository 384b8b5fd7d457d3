package suite.hostile;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 1 starts a thread that never ends and then finalizes and returns. MPJ lets it go on; under mpirun its process
 * would never exit, and inside one verifier JVM every interleaving would add one more spinning thread. It is a
 * resource leak at the line that started it, and it is stopped with its run.
 */
@Expect(findings = {"resource-leak"}, category = "hostile", ranks = 2, interleavings = 1)
public final class ThreadLeftRunning {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 1) {
      Thread spinner = new Thread(() -> {
        long turns = 0;
        while (true) {
          turns++;
          if (turns % 1_000_000 == 0) {
            Thread.onSpinWait();
          }
        }
      }, "spinner");
      spinner.setDaemon(true);
      spinner.start();
    }
    MPI.Finalize();
  }
}
