package suite.persistent;

import mpi.MPI;
import mpi.Prequest;
import mpi.Request;
import suite.Expect;

/**
 * Ranks 0 and 1 set up a persistent send and a persistent receive to each other once and run them for three rounds
 * with Start and Waitall. Named sources, one partner: 1 interleaving, no finding.
 */
@Expect(category = "persistent", ranks = 2, interleavings = 1)
public class PersistentExchangeCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int other = 1 - rank;
    int[] out = new int[1];
    int[] in = new int[1];
    Prequest send = MPI.COMM_WORLD.Send_init(out, 0, 1, MPI.INT, other, 0);
    Prequest receive = MPI.COMM_WORLD.Recv_init(in, 0, 1, MPI.INT, other, 0);
    for (int round = 0; round < 3; round++) {
      out[0] = rank * 100 + round;
      receive.Start();
      send.Start();
      Request.Waitall(new Request[] {send, receive});
      if (in[0] != other * 100 + round) {
        throw new IllegalStateException("round " + round + ": got " + in[0]);
      }
    }
    MPI.Finalize();
  }
}
