package mpi.pt2pt;

import mpi.MPI;
import suite.Expect;

/**
 * An application class in a package named {@code mpi.pt2pt} (as in ports of C test suites) is the application's own,
 * not MPJ's: its own methods are not MPI calls and its lines are the sites of its findings. Rank 0 takes a message
 * with ANY_SOURCE through its own helper method; when rank 2's comes first it waits for rank 1's second message (tag
 * 1) while rank 1 still waits in its first Send (tag 0), with zero buffering: a deadlock in 1 of the 2 orders.
 */
@Expect(findings = {"deadlock"}, category = "wildcard-deadlock", ranks = 3, interleavings = 2)
public class OwnPackageNamedMpiDeadlock {
  static int takeAny(int[] into) throws Exception {
    return MPI.COMM_WORLD.Recv(into, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0).source;
  }

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      if (takeAny(value) == 2) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 1); // rank 1 is still in its first Send, of tag 0
      }
      takeAny(value);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 1);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 1);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
