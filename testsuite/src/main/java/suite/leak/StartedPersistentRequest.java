package suite.leak;

import mpi.MPI;
import mpi.Prequest;
import suite.Expect;

/**
 * Rank 0 starts a persistent send three times but waits for only the first two starts; rank 1 receives all three
 * messages. The third activation is still pending at MPI.Finalize: a resource leak at the Send_init.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 2, interleavings = 1)
public final class StartedPersistentRequest {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = {7};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Prequest send = MPI.COMM_WORLD.Send_init(data, 0, 1, MPI.INT, 1, 0);
      for (int round = 0; round < 3; round++) {
        send.Start();
        if (round < 2) {
          send.Wait();
        }
      }
    } else {
      for (int round = 0; round < 3; round++) {
        MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, 0, 0);
      }
    }
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
