package suite.buffering;

import java.nio.ByteBuffer;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends rank 1 a buffered message, detaches its buffer and then receives rank 1's message; rank 1 sends first
 * and receives after. Buffer_detach blocks until the messages in the buffer have been transmitted (MPI-3.1 §3.6.1):
 * with no system buffering the message can leave only into rank 1's receive, which comes after rank 1's Send, which
 * waits for rank 0's receive, which comes after the detach. Unsafe: a deadlock under zero buffering, none under
 * eager, where the system takes the message at once.
 */
@Expect(findings = {"deadlock"}, category = "buffering", ranks = 2, interleavings = 1)
public class DetachBeforeTheReply {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] message = {rank};
    if (rank == 0) {
      MPI.Buffer_attach(ByteBuffer.allocateDirect(MPI.COMM_WORLD.Pack_size(1, MPI.INT) + MPI.BSEND_OVERHEAD));
      MPI.COMM_WORLD.Bsend(message, 0, 1, MPI.INT, 1, 0);
      MPI.Buffer_detach();
      MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Send(message, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
