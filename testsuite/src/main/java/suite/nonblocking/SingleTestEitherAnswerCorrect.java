package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 1 posts Irecv for rank 0's value, Tests it once and, if it is not there yet, does its own share of the work
 * before waiting for it; either way it answers with the sum. One Test may complete the receive or not (MPI-3.1
 * §3.7.4), and the program is correct under both answers: two interleavings, no finding.
 */
@Expect(category = "nonblocking", ranks = 2, interleavings = 2)
public class SingleTestEitherAnswerCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {0};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Send(new int[] {40}, 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 2);
      if (value[0] != 42) {
        throw new IllegalStateException("the sum is " + value[0]);
      }
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      Request incoming = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 0, 1);
      Status done = incoming.Test();
      int own = 2;
      if (done == null) {
        incoming.Wait();
      }
      MPI.COMM_WORLD.Send(new int[] {value[0] + own}, 0, 1, MPI.INT, 0, 2);
    }
    MPI.Finalize();
  }
}
