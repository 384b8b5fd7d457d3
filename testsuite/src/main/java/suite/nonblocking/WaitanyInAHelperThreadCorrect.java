package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 starts a helper thread that posts a receive from rank 1 and waits for it with Waitany, while its main thread
 * computes for a second and then enters a barrier; rank 1 sends only after the barrier. MPJ provides
 * MPI_THREAD_MULTIPLE, and a blocking call blocks only the thread that makes it (MPI-3.1 §12.4): while the main thread
 * computes, rank 0 is not blocked, however long the helper's Waitany waits. No finding.
 */
@Expect(category = "waitany", ranks = 2, interleavings = 1)
public class WaitanyInAHelperThreadCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      Thread helper = new Thread(() -> {
        try {
          Request[] pending = {MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 1, 0)};
          Request.Waitany(pending);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      helper.start();
      double[] table = new double[1024]; // its stores run through the layer's array checks, no MPI call
      double work = 0;
      for (long end = System.nanoTime() + 1_000_000_000L, n = 0; System.nanoTime() < end; n++) {
        table[(int) (n & 1023)] = Math.sqrt(n);
        work += table[(int) ((n * 7) & 1023)];
      }
      MPI.COMM_WORLD.Barrier();
      helper.join();
      System.out.println("rank 0 got " + value[0] + " after " + (long) work + " on a thread of level "
          + MPI.queryThread());
    } else {
      MPI.COMM_WORLD.Barrier();
      value[0] = 7;
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
