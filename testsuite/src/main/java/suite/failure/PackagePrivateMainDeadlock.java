package suite.failure;

import mpi.MPI;
import suite.Expect;

/**
 * A main class that is not public (java and MPJ's own starter run it all the same) with a real bug: both ranks
 * receive first, so neither sends. The deadlock is the finding, not the class's access.
 */
@Expect(findings = {"deadlock"}, category = "failure", ranks = 2, interleavings = 1)
class PackagePrivateMainDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int other = 1 - MPI.COMM_WORLD.Rank();
    int[] value = new int[1];
    MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, other, 0);
    MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, other, 0);
    MPI.Finalize();
  }
}
