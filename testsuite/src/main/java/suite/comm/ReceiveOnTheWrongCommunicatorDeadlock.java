package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * A library duplicates COMM_WORLD for its own traffic; rank 0 sends its result on the duplicate, but rank 1 receives
 * it on COMM_WORLD. A message is received only on the communicator it was sent on (MPI-3.1 §3.2.4): rank 1 waits
 * forever, a deadlock whose explanation names the two communicators' mismatch.
 */
@Expect(findings = {"deadlock"}, category = "communicator", ranks = 2, interleavings = 1, buffering = "eager")
public class ReceiveOnTheWrongCommunicatorDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Intracomm library = (Intracomm) MPI.COMM_WORLD.clone();
    int[] result = {MPI.COMM_WORLD.Rank()};
    if (MPI.COMM_WORLD.Rank() == 0) {
      library.Send(result, 0, 1, MPI.INT, 1, 3);
    } else {
      MPI.COMM_WORLD.Recv(result, 0, 1, MPI.INT, 0, 3);
    }
    library.Free();
    MPI.Finalize();
  }
}
