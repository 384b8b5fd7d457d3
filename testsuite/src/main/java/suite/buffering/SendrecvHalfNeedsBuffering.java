package suite.buffering;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0's Sendrecv sends to rank 1 (tag 5) and then rank 0 sends again (tag 7); rank 1 receives tag 7 before tag 5.
 * The Sendrecv's send half is a standard send (MPI-3.1 §3.10): without buffering it waits for rank 1's tag-5 receive,
 * which waits for the tag-7 message rank 0 sends only after the Sendrecv. A deadlock under zero buffering.
 */
@Expect(findings = {"deadlock"}, category = "buffering", ranks = 2, interleavings = 1)
public final class SendrecvHalfNeedsBuffering {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    int[] in = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Sendrecv(value, 0, 1, MPI.INT, 1, 5, in, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 7);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, 0, 7);
      MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, 0, 5);
    }
    MPI.Finalize();
  }
}
