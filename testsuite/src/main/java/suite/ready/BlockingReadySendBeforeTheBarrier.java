package suite.ready;

import mpi.MPI;
import suite.Expect;

/**
 * {@link ReadySendBeforeTheBarrier} with a blocking Rsend: rank 0's ready send comes before the barrier, rank 1's
 * receive after it, so the receive is never posted when the send starts: a ready-mode error at the Rsend (MPI-3.1
 * §3.4). The program is erroneous whatever the Rsend then does; MPJ's own blocks until received on multicore, which
 * here would only show as a deadlock and hide the error.
 */
@Expect(findings = {"ready-mode"}, category = "ready-mode", ranks = 2, interleavings = 1)
public class BlockingReadySendBeforeTheBarrier {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {42};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Rsend(value, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Barrier();
    } else {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
