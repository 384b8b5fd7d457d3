package suite.leak;

import java.nio.ByteBuffer;
import mpi.MPI;
import suite.Expect;

/** Rank 0 attaches a buffer for a buffered send and never detaches it. */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 2, interleavings = 1)
public final class AttachedBufferLeak {
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
