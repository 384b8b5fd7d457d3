package suite.ssend;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * The repaired {@link SsendHeadToHeadDeadlock}: both ranks start their synchronous send with Issend, receive, and then
 * wait for the send. Each receive is posted while the other's send is pending: no deadlock, 1 interleaving (no
 * wildcard), no finding.
 */
@Expect(category = "ssend", ranks = 2, interleavings = 1)
public class IssendExchangeCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int other = 1 - rank;
    int[] out = {rank};
    int[] in = new int[1];
    Request send = MPI.COMM_WORLD.Issend(out, 0, 1, MPI.INT, other, 0);
    MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, other, 0);
    send.Wait();
    if (in[0] != other) {
      throw new IllegalStateException("got " + in[0]);
    }
    MPI.Finalize();
  }
}
