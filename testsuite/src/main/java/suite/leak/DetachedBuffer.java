package suite.leak;

import java.nio.ByteBuffer;
import mpi.MPI;
import suite.Expect;

/** A buffer detached after the buffered send, as {@link BufferAttachedAtFinalizeCorrect} may leave it to Finalize. */
@Expect(category = "leak", ranks = 2, interleavings = 1)
public final class DetachedBuffer {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = {3};
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.Buffer_attach(ByteBuffer.allocateDirect(1 << 16));
      MPI.COMM_WORLD.Bsend(data, 0, 1, MPI.INT, 1, 0);
      MPI.Buffer_detach();
    } else {
      MPI.COMM_WORLD.Recv(data, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
