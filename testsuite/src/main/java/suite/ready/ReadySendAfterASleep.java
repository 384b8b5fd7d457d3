package suite.ready;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 1 posts its receive at once; rank 0 sleeps a while and then ready-sends, trusting the delay. In almost every
 * run the receive is there first, but nothing orders its posting before the send: MPI asks that the matching receive
 * be already posted (MPI-3.1 §3.4), which a delay cannot promise (a slow or descheduled rank 1). A ready-mode error at
 * the Rsend, in every run and not only when timing shows it.
 */
@Expect(findings = {"ready-mode"}, category = "ready-mode", ranks = 2, interleavings = 1)
public class ReadySendAfterASleep {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {7};
    if (MPI.COMM_WORLD.Rank() == 0) {
      Thread.sleep(200);
      MPI.COMM_WORLD.Rsend(value, 0, 1, MPI.INT, 1, 3);
    } else {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 3);
    }
    MPI.Finalize();
  }
}
