package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 1 keeps a copy of the block it is receiving with System.arraycopy before the Irecv completes: it reads a
 * buffer a pending receive fills (MPI-3.1 §3.7.2), and under MPJ copies zeros. A buffer-in-use error at the copy.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 2, interleavings = 1)
public class SavesAPendingReceiveWithArraycopy {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    double[] block = new double[8];
    if (rank == 0) {
      java.util.Arrays.fill(block, 1.5);
      MPI.COMM_WORLD.Send(block, 0, block.length, MPI.DOUBLE, 1, 0);
    } else if (rank == 1) {
      Request incoming = MPI.COMM_WORLD.Irecv(block, 0, block.length, MPI.DOUBLE, 0, 0);
      double[] saved = new double[block.length];
      System.arraycopy(block, 0, saved, 0, block.length);
      incoming.Wait();
      System.out.println("saved " + saved[0]);
    }
    MPI.Finalize();
  }
}
