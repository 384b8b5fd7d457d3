package suite.buffering;

import mpi.MPI;
import suite.Expect;

/** The other safe form of {@link HeadToHeadSend}: rank 0 sends first, rank 1 receives first. No finding. */
@Expect(category = "buffering", ranks = 2, interleavings = 1)
public final class OrderedExchange {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int other = 1 - rank;
    int[] out = {rank};
    int[] in = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, other, 0);
      MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, other, 0);
    } else {
      MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, other, 0);
      MPI.COMM_WORLD.Send(out, 0, 1, MPI.INT, other, 0);
    }
    MPI.Finalize();
  }
}
