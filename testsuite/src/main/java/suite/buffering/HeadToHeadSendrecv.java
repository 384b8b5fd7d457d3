package suite.buffering;

import mpi.MPI;
import suite.Expect;

/** The safe form of {@link HeadToHeadSend}: each rank exchanges with the other in one Sendrecv. No finding. */
@Expect(category = "buffering", ranks = 2, interleavings = 1)
public final class HeadToHeadSendrecv {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int other = 1 - rank;
    int[] out = {rank};
    int[] in = new int[1];
    MPI.COMM_WORLD.Sendrecv(out, 0, 1, MPI.INT, other, 0, in, 0, 1, MPI.INT, other, 0);
    if (in[0] != other) {
      throw new IllegalStateException("received " + in[0] + " from rank " + other);
    }
    MPI.Finalize();
  }
}
