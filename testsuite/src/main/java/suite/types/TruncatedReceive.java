package suite.types;

import mpi.MPI;
import suite.Expect;

/** Rank 0 sends ten INTs; rank 1's receive has room for five: the message is truncated. */
@Expect(findings = {"truncation"}, category = "types", ranks = 2, interleavings = 1)
public final class TruncatedReceive {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 0) {
      int[] data = new int[10];
      MPI.COMM_WORLD.Send(data, 0, 10, MPI.INT, 1, 0);
    } else {
      int[] data = new int[5];
      MPI.COMM_WORLD.Recv(data, 0, 5, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
