package launch;

import mpi.MPI;

/**
 * Rank 0's main thread starts a helper that receives a message nobody sends, and joins it; rank 1 receives one nobody
 * sends either. A deadlock: rank 0's main thread waits in Thread.join, outside MPI, but only the helper's Recv could
 * let it go on. Reported at the helper's line as soon as the ranks are quiet, not at the run's time limit. The tests
 * assert {@link #RECV_LINE}: keep them in step when editing this file.
 */
public class MainJoinsAHelperBlockedInRecv {
  public static final int RECV_LINE = 20;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] buffer = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      Thread helper = new Thread(() -> {
        try {
          MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, 1, 9);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      helper.start();
      helper.join();
    } else {
      MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, 0, 3);
    }
    MPI.Finalize();
  }
}
