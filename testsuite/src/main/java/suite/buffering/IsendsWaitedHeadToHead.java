package suite.buffering;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Both ranks Isend to each other and wait for their sends before receiving. A standard send's completion may wait
 * until its receive is posted (MPI-3.1 §3.7.2, §3.4), so this needs system buffering as two head-to-head Sends do:
 * under zero buffering (dampi's default) it is a deadlock on every device, under --buffering eager it finishes.
 * MPJ's own devices disagree (multicore completes a send request only when received, niodev a small one at once).
 */
@Expect(findings = {"deadlock"}, category = "buffering", ranks = 2, interleavings = 1)
public final class IsendsWaitedHeadToHead {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int other = 1 - rank;
    int[] out = {rank + 100};
    int[] in = new int[1];
    Request sent = MPI.COMM_WORLD.Isend(out, 0, 1, MPI.INT, other, 0);
    sent.Wait();
    MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, other, 0);
    System.out.println("rank " + rank + " got " + in[0]);
    MPI.Finalize();
  }
}
