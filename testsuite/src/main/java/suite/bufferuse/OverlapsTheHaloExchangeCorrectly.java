package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * A ring of ranks smooths a row: each posts Irecvs into its two halo elements and Isends from its two edge elements,
 * computes the interior while they are pending, reading the edges (reading a send buffer is allowed since MPI-3.0,
 * MPI-3.1 §3.7.2) and writing another array, then waits, uses the halos and copies the result back. Correct: no
 * access touches an element a pending operation may not share.
 */
@Expect(category = "buffer-in-use", ranks = 3, interleavings = 1)
public class OverlapsTheHaloExchangeCorrectly {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int left = (rank + size - 1) % size;
    int right = (rank + 1) % size;
    int cells = 6;
    double[] row = new double[cells + 2];
    double[] smoothed = new double[cells + 2];
    for (int i = 1; i <= cells; i++) {
      row[i] = rank * cells + i;
    }
    for (int step = 0; step < 2; step++) {
      Request[] halos = {
          MPI.COMM_WORLD.Irecv(row, 0, 1, MPI.DOUBLE, left, 0),
          MPI.COMM_WORLD.Irecv(row, cells + 1, 1, MPI.DOUBLE, right, 1),
          MPI.COMM_WORLD.Isend(row, cells, 1, MPI.DOUBLE, right, 0),
          MPI.COMM_WORLD.Isend(row, 1, 1, MPI.DOUBLE, left, 1)};
      for (int i = 2; i < cells; i++) {
        smoothed[i] = (row[i - 1] + row[i] + row[i + 1]) / 3;
      }
      Request.Waitall(halos);
      smoothed[1] = (row[0] + row[1] + row[2]) / 3;
      smoothed[cells] = (row[cells - 1] + row[cells] + row[cells + 1]) / 3;
      System.arraycopy(smoothed, 1, row, 1, cells);
    }
    MPI.Finalize();
  }
}
