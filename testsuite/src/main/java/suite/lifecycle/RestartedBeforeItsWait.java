package suite.lifecycle;

import mpi.MPI;
import mpi.Prequest;
import suite.Expect;

/**
 * Rank 0 sends two values through one persistent request but starts it the second time before waiting for the
 * first: a Start on an active request is erroneous (MPI-3.1 §3.9), a request-lifecycle error at the second Start.
 * Just before it, the loop writes the value the active send still sends from: a buffer-in-use error at that store
 * (MPI-3.1 §3.7.2).
 */
@Expect(findings = {"request-lifecycle", "buffer-in-use"}, category = "request-lifecycle", ranks = 2,
    interleavings = 1)
public class RestartedBeforeItsWait {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {0};
    if (rank == 0) {
      Prequest send = MPI.COMM_WORLD.Send_init(value, 0, 1, MPI.INT, 1, 0);
      for (int step = 0; step < 2; step++) {
        value[0] = step;
        send.Start();
      }
      send.Wait();
    } else {
      for (int step = 0; step < 2; step++) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
      }
    }
    MPI.Finalize();
  }
}
