package suite.lifecycle;

import mpi.MPI;
import mpi.Prequest;
import mpi.Request;
import suite.Expect;

/** Both ranks exchange three values through persistent requests, each started again only after its Wait. Correct. */
@Expect(category = "request-lifecycle", ranks = 2, interleavings = 1)
public class RestartedAfterEachWaitCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] out = {0};
    int[] in = {0};
    Prequest send = MPI.COMM_WORLD.Send_init(out, 0, 1, MPI.INT, 1 - rank, 0);
    Prequest receive = MPI.COMM_WORLD.Recv_init(in, 0, 1, MPI.INT, 1 - rank, 0);
    for (int step = 0; step < 3; step++) {
      out[0] = step;
      Prequest.Startall(new Prequest[] {send, receive});
      Request.Waitall(new Request[] {send, receive});
      if (in[0] != step) {
        throw new IllegalStateException("step " + step + " received " + in[0]);
      }
    }
    MPI.Finalize();
  }
}
