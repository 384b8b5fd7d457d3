package suite.argument;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 1 receives four elements at offset 2 of a four-element array: the last two lie outside it. mpiJava's buffer is
 * the array from the offset on, and a receive may write every element its count names (MPI-3.1 §3.2.4): an invalid
 * argument at the Recv, whether or not the message that comes is shorter.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class ReceiveBeyondItsBuffer {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] values = new int[4];
    if (rank == 0) {
      MPI.COMM_WORLD.Send(values, 0, 2, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(values, 2, 4, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
