package suite.buffering;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.Prequest;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 sends three messages in buffered mode, with Ibsend and with a persistent Bsend_init request started twice,
 * and waits for each before rank 1, past a barrier, receives any. Buffered mode is local (MPI-3.1 §3.4, §3.6): each
 * request completes without its receive, and the attached buffer holds all three, so the program is correct. On MPJ's
 * multicore device these requests completed only when received (a false deadlock), and a second Start of the
 * persistent one hung.
 */
@Expect(category = "buffering", ranks = 2, interleavings = 1)
public final class IbsendWaitedBeforeTheReceiverCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int each = MPI.COMM_WORLD.Pack_size(1, MPI.INT) + MPI.BSEND_OVERHEAD;
      MPI.Buffer_attach(ByteBuffer.allocateDirect(3 * each));
      Request single = MPI.COMM_WORLD.Ibsend(value, 0, 1, MPI.INT, 1, 0);
      single.Wait();
      Prequest repeated = MPI.COMM_WORLD.Bsend_init(value, 0, 1, MPI.INT, 1, 1);
      repeated.Start();
      repeated.Wait();
      repeated.Start();
      repeated.Wait();
      MPI.COMM_WORLD.Barrier();
      MPI.Buffer_detach();
    } else if (rank == 1) {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 1);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 1);
    }
    MPI.Finalize();
  }
}
