package suite.types;

import mpi.MPI;
import mpi.MPIException;
import suite.Expect;

/**
 * Like {@link TruncatedReceive}, but rank 1 catches the MPI exception and carries on to Finalize: the truncation is
 * reported all the same, at the receive.
 */
@Expect(findings = {"truncation"}, category = "types", ranks = 2, interleavings = 1)
public final class CaughtTruncation {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      int[] data = new int[10];
      MPI.COMM_WORLD.Send(data, 0, 10, MPI.INT, 1, 0);
    } else {
      int[] data = new int[5];
      try {
        MPI.COMM_WORLD.Recv(data, 0, 5, MPI.INT, 0, 0);
      } catch (MPIException e) {
        System.out.println("receive failed, going on");
      }
    }
    MPI.Finalize();
  }
}
