package suite.argument;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Every rank gathers its rank on a communicator variable that was never assigned (null): erroneous at the Allgather
 * (MPI-3.1 §3.2.3; MPI_ERR_COMM). Before the check came first, the wrapper asked the null communicator for its size
 * and the run showed a NullPointerException instead.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class AllgatherOnANullCommunicator {
  private static Intracomm rows; // meant to be set up by a Split that was never written

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] mine = {MPI.COMM_WORLD.Rank()};
    int[] all = new int[MPI.COMM_WORLD.Size()];
    rows.Allgather(mine, 0, 1, MPI.INT, all, 0, 1, MPI.INT);
    MPI.Finalize();
  }
}
