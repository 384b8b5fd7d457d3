package launch;

import mpi.MPI;
import mpi.Request;

/**
 * Rank 0's main thread enters a barrier rank 1 never joins; a helper thread of rank 0 then waits, with Waitany, for a
 * message nobody sends; rank 1 receives one nobody sends. A deadlock whose last call on rank 0 is the helper's: it is
 * reported at the helper's line, not at the main thread's. The tests assert {@link #WAITANY_LINE}: keep them in step
 * when editing this file.
 */
public class HelperThreadBlocksInWaitany {
  public static final int WAITANY_LINE = 23;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] buffer = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      Thread helper = new Thread(() -> {
        try {
          Thread.sleep(300);
          Request[] never = {MPI.COMM_WORLD.Irecv(buffer, 0, 1, MPI.INT, 1, 9)};
          Request.Waitany(never);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      helper.setDaemon(true);
      helper.start();
      MPI.COMM_WORLD.Barrier();
    } else {
      MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, 0, 3);
    }
    MPI.Finalize();
  }
}
