package suite.leak;

import java.nio.ByteBuffer;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 attaches a buffer for a buffered send and leaves it attached. No leak: MPI_FINALIZE cleans up all MPI state,
 * the attached buffer with it, after the buffered messages are delivered (MPI-3.1 §8.7), so a program need not detach
 * before it finalizes.
 */
@Expect(category = "leak", ranks = 2, interleavings = 1)
public final class BufferAttachedAtFinalizeCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = {3};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.Buffer_attach(ByteBuffer.allocateDirect(1 << 16));
      MPI.COMM_WORLD.Bsend(data, 0, 1, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
