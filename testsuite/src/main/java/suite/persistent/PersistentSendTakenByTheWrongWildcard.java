package suite.persistent;

import mpi.MPI;
import mpi.Prequest;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 takes one value with a wildcard receive and assumes it is rank 2's; rank 1 sends its value through a
 * persistent request (Send_init, Start, Wait) and rank 2 with a plain Send. Either message may match (MPI-3.1 §3.5):
 * when rank 1's does, rank 0 throws; when rank 2's does, rank 1's message is never received and its Wait blocks
 * forever (a standard send need not complete without its receive, §3.4). Two interleavings: the persistent send's
 * message must be seen as sent, or the first outcome is found only when a free run makes it.
 */
@Expect(findings = {"exception", "deadlock"}, category = "persistent", ranks = 3, interleavings = 2)
public class PersistentSendTakenByTheWrongWildcard {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      Status status = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (status.source != 2) {
        throw new IllegalStateException("expected rank 2's value, got rank " + status.source + "'s");
      }
    } else if (rank == 1) {
      Prequest send = MPI.COMM_WORLD.Send_init(value, 0, 1, MPI.INT, 0, 0);
      send.Start();
      send.Wait();
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
