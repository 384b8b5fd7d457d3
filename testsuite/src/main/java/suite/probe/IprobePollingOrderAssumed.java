package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 polls with Iprobe(ANY_SOURCE), between polls doing work of its own, and assumes the first message it finds
 * is rank 1's (rank 2 sleeps before sending, so in testing it always is). When rank 2's message is found first, rank
 * 0 throws. The same loop with Iprobe's empty results as no choice: two interleavings, one with the exception.
 */
@Expect(findings = "exception", category = "probe", ranks = 3, interleavings = 2)
public class IprobePollingOrderAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      long polls = 0;
      for (int i = 0; i < 2; i++) {
        Status probed = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, 0);
        while (probed == null) {
          polls++;
          probed = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, 0);
        }
        if (i == 0 && probed.source != 1) {
          throw new IllegalStateException("rank " + probed.source + " was found first after " + polls + " polls");
        }
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, probed.source, 0);
      }
    } else {
      if (rank == 2) {
        Thread.sleep(200);
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
