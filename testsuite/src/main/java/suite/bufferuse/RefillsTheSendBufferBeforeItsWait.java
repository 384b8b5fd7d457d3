package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 streams rows to rank 1 with Isend and, to overlap, fills the next row into the same array before waiting for
 * the previous send: it writes a send buffer a pending operation still owns (MPI-3.1 §3.7.2). MPJ copies the row at
 * the Isend, so rank 1 gets the right rows here; with a library that sends from the array, it gets the next row's
 * values. A buffer-in-use error at the filling loop's store.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 2, interleavings = 1)
public class RefillsTheSendBufferBeforeItsWait {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] row = new int[4];
    if (rank == 0) {
      Request pending = null;
      for (int round = 0; round < 3; round++) {
        for (int j = 0; j < row.length; j++) {
          row[j] = 10 * round + j;
        }
        if (pending != null) {
          pending.Wait();
        }
        pending = MPI.COMM_WORLD.Isend(row, 0, row.length, MPI.INT, 1, round);
      }
      pending.Wait();
    } else if (rank == 1) {
      for (int round = 0; round < 3; round++) {
        MPI.COMM_WORLD.Recv(row, 0, row.length, MPI.INT, 0, round);
      }
    }
    MPI.Finalize();
  }
}
