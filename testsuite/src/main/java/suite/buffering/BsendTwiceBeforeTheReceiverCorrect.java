package suite.buffering;

import java.nio.ByteBuffer;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 attaches a buffer and sends two messages in buffered mode before rank 1, past a barrier, receives either.
 * A buffered send completes locally, whatever the receiver does (MPI-3.1 §3.4, §3.6), and the buffer holds both, so
 * the program is correct under any buffering model. MPJ's multicore device made the second Bsend wait, spinning, for
 * the first to be received, which read as a time-out.
 */
@Expect(category = "buffering", ranks = 2, interleavings = 1)
public final class BsendTwiceBeforeTheReceiverCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] first = new int[100];
    int[] second = new int[100];
    if (rank == 0) {
      int each = MPI.COMM_WORLD.Pack_size(100, MPI.INT) + MPI.BSEND_OVERHEAD;
      MPI.Buffer_attach(ByteBuffer.allocateDirect(2 * each));
      MPI.COMM_WORLD.Bsend(first, 0, 100, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Bsend(second, 0, 100, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Barrier();
      MPI.Buffer_detach();
    } else if (rank == 1) {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Recv(first, 0, 100, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(second, 0, 100, MPI.INT, 0, 1);
    }
    MPI.Finalize();
  }
}
