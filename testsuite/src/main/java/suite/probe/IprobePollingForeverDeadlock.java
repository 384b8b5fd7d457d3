package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 takes one message with Recv(ANY_SOURCE), assumes it was rank 1's, and polls Iprobe for rank 2's. When the
 * receive took rank 2's message the loop polls forever while rank 1's message waits: a deadlock at the Iprobe, though
 * rank 0 never blocks in a call (a loop of empty polls with nothing in between can end only by a message). Two
 * interleavings, one deadlocked.
 */
@Expect(findings = "deadlock", category = "probe", ranks = 3, interleavings = 2)
public class IprobePollingForeverDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Status probed;
      do {
        probed = MPI.COMM_WORLD.Iprobe(2, 0);
      } while (probed == null);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 2, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
