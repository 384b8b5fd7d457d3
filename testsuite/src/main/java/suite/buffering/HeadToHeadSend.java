package suite.buffering;

import mpi.MPI;
import suite.Expect;

/**
 * Both ranks Send to each other first and receive afterwards. This only finishes when the system buffers the sends:
 * the standard lets a Send block until its receive is posted, so under zero buffering (dampi's default) it is a
 * deadlock on every device; under --buffering eager it finishes, and each rank prints what it got.
 */
@Expect(findings = {"deadlock"}, category = "buffering", ranks = 2, interleavings = 1)
public final class HeadToHeadSend {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int other = 1 - rank;
    int[] out = {rank + 100};
    int[] in = new int[1];
    MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, other, 0);
    MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, other, 0);
    System.out.println("rank " + rank + " got " + in[0]);
    MPI.Finalize();
  }
}
