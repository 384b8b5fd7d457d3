package examples.bench;

import mpi.MPI;
import mpi.Request;

/**
 * A one-dimensional three-point stencil on a ring of ranks, array-bound as numerical codes are: rank 0 prints the
 * mean time of one cell update of the interior loop, the loop whose every array access dampi checks. Arguments:
 * {@code overlap} (halos exchanged by Isend/Irecv while the interior is computed, so buffers are in flight during
 * the loop) or {@code sequential} (halos exchanged by Sendrecv first, nothing in flight during the loop), cells per
 * rank (default 262144), iterations (default 60, the first sixth of them untimed warm-up).
 *
 * <p>Correct under MPI-3.1 §3.7.2: the interior reads the elements the sends send from, which is allowed, and never
 * touches the halo elements the receives fill before they complete.
 */
public class Stencil {
  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    boolean overlap = own.length == 0 || own[0].equals("overlap");
    int cells = own.length > 1 ? Integer.parseInt(own[1]) : 1 << 18;
    int iterations = own.length > 2 ? Integer.parseInt(own[2]) : 60;
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int left = (rank + size - 1) % size;
    int right = (rank + 1) % size;
    double[] current = new double[cells + 2];
    double[] next = new double[cells + 2];
    for (int i = 1; i <= cells; i++) {
      current[i] = rank * cells + i;
    }
    int warmup = iterations / 6;
    long interiorNanos = 0;
    for (int iteration = 0; iteration < iterations; iteration++) {
      Request[] halos = null;
      if (overlap) {
        halos = new Request[] {
            MPI.COMM_WORLD.Irecv(current, 0, 1, MPI.DOUBLE, left, 0),
            MPI.COMM_WORLD.Irecv(current, cells + 1, 1, MPI.DOUBLE, right, 1),
            MPI.COMM_WORLD.Isend(current, cells, 1, MPI.DOUBLE, right, 0),
            MPI.COMM_WORLD.Isend(current, 1, 1, MPI.DOUBLE, left, 1)};
      } else {
        MPI.COMM_WORLD.Sendrecv(current, cells, 1, MPI.DOUBLE, right, 0, current, 0, 1, MPI.DOUBLE, left, 0);
        MPI.COMM_WORLD.Sendrecv(current, 1, 1, MPI.DOUBLE, left, 1, current, cells + 1, 1, MPI.DOUBLE, right, 1);
      }
      long start = System.nanoTime();
      for (int i = 2; i < cells; i++) {
        next[i] = (current[i - 1] + current[i] + current[i + 1]) / 3;
      }
      if (iteration >= warmup) {
        interiorNanos += System.nanoTime() - start;
      }
      if (halos != null) {
        Request.Waitall(halos);
      }
      next[1] = (current[0] + current[1] + current[2]) / 3;
      next[cells] = (current[cells - 1] + current[cells] + current[cells + 1]) / 3;
      double[] swap = current;
      current = next;
      next = swap;
    }
    if (rank == 0) {
      System.out.printf("result interior_ns_per_update=%.4f%n",
          (double) interiorNanos / ((long) (iterations - warmup) * (cells - 2)));
    }
    MPI.Finalize();
  }
}
