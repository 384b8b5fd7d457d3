package suite.realistic;

import mpi.MPI;
import suite.Expect;

/**
 * A 1-D heat equation solved by Jacobi iteration: a rod of 4 cells per rank, ends held at 100 and 0 degrees, 20
 * sweeps; before each sweep every rank swaps its edge cells with its neighbours by Sendrecv (halo exchange, named
 * sources). Rank 0 gathers the rod and compares it with the same sweeps done sequentially. No wildcard: 1
 * interleaving, no finding. An argument sets another number of sweeps, to scale the program up for benchmarks.
 */
@Expect(category = "realistic", ranks = 4, interleavings = 1)
public class JacobiHeat {
  static final int CELLS = 4;
  static final int SWEEPS = 20;

  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    double[] u = initial(rank, size); // u[0] and u[CELLS + 1] are the halo
    double[] next = u.clone();
    int sweeps = own.length > 0 ? Integer.parseInt(own[0]) : SWEEPS;
    for (int sweep = 0; sweep < sweeps; sweep++) {
      if (rank > 0) {
        MPI.COMM_WORLD.Sendrecv(u, 1, 1, MPI.DOUBLE, rank - 1, 0, u, 0, 1, MPI.DOUBLE, rank - 1, 0);
      }
      if (rank < size - 1) {
        MPI.COMM_WORLD.Sendrecv(u, CELLS, 1, MPI.DOUBLE, rank + 1, 0, u, CELLS + 1, 1, MPI.DOUBLE, rank + 1, 0);
      }
      sweep(u, next);
      double[] swap = u;
      u = next;
      next = swap;
    }
    double[] rod = new double[CELLS * size];
    MPI.COMM_WORLD.Gather(u, 1, CELLS, MPI.DOUBLE, rod, 0, CELLS, MPI.DOUBLE, 0);
    if (rank == 0) {
      check(rod, size, sweeps);
    }
    MPI.Finalize();
  }

  /** A rank's cells with halo; the rod starts as a ramp so that neighbouring halos differ. */
  static double[] initial(int rank, int size) {
    double[] u = new double[CELLS + 2];
    for (int i = 0; i <= CELLS + 1; i++) {
      u[i] = value(rank * CELLS + i - 1, size * CELLS);
    }
    return u;
  }

  /** Initial temperature of cell {@code i} of a rod of {@code n}; -1 and n are the held ends. */
  static double value(int i, int n) {
    return i < 0 ? 100 : i >= n ? 0 : i * 3.0;
  }

  static void sweep(double[] u, double[] next) {
    next[0] = u[0];
    next[u.length - 1] = u[u.length - 1];
    for (int i = 1; i < u.length - 1; i++) {
      next[i] = (u[i - 1] + u[i + 1]) / 2;
    }
  }

  static void check(double[] rod, int size, int sweeps) {
    int n = size * CELLS;
    double[] u = new double[n + 2];
    for (int i = 0; i < n + 2; i++) {
      u[i] = value(i - 1, n);
    }
    double[] next = u.clone();
    for (int sweep = 0; sweep < sweeps; sweep++) {
      sweep(u, next);
      double[] swap = u;
      u = next;
      next = swap;
    }
    for (int i = 0; i < n; i++) {
      if (Math.abs(rod[i] - u[i + 1]) > 1e-9) {
        throw new IllegalStateException("cell " + i + " is " + rod[i] + ", sequential " + u[i + 1]);
      }
    }
  }
}
