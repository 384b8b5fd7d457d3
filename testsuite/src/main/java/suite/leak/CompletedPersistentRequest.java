package suite.leak;

import mpi.MPI;
import mpi.Prequest;
import suite.Expect;

/** The correct variant of {@link StartedPersistentRequest}: every Start is followed by its Wait. */
@Expect(category = "leak", ranks = 2, interleavings = 1)
public final class CompletedPersistentRequest {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = {7};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Prequest send = MPI.COMM_WORLD.Send_init(data, 0, 1, MPI.INT, 1, 0);
      for (int round = 0; round < 3; round++) {
        send.Start();
        send.Wait();
      }
    } else {
      Prequest receive = MPI.COMM_WORLD.Recv_init(data, 0, 1, MPI.INT, 0, 0);
      for (int round = 0; round < 3; round++) {
        receive.Start();
        receive.Wait();
      }
    }
    MPI.Finalize();
  }
}
