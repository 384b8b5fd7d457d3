package suite.realistic;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * {@link JacobiHeat} with a planted bug in the halo exchange: every rank sends its edge cells with Isend and receives
 * its halos with Irecv(ANY_SOURCE), assuming the first receive posted gets the left neighbour's cell. Messages are
 * tagged with the sweep, so only one sweep's messages compete. On 3 ranks with 2 sweeps only rank 1 has two
 * neighbours: each sweep its first Irecv has two potential matches (the second takes the other), the edge ranks' have
 * one: 2 x 2 = 4 interleavings (the check runs at the end). In the 3 where some sweep swaps rank 1's halos, the rod
 * differs from the sequential result and the check throws: an exception.
 */
@Expect(findings = "exception", category = "realistic", ranks = 3, interleavings = 4)
public class JacobiHeatWildcardHaloBug {
  static final int CELLS = JacobiHeat.CELLS;
  static final int SWEEPS = 2;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    double[] u = JacobiHeat.initial(rank, size);
    double[] next = u.clone();
    for (int sweep = 0; sweep < SWEEPS; sweep++) {
      Request[] sends = new Request[2];
      Request[] receives = new Request[2];
      int neighbours = 0;
      double[][] halos = new double[2][1];
      if (rank > 0) {
        sends[neighbours] = MPI.COMM_WORLD.Isend(u, 1, 1, MPI.DOUBLE, rank - 1, sweep);
        receives[neighbours] = MPI.COMM_WORLD.Irecv(halos[neighbours], 0, 1, MPI.DOUBLE, MPI.ANY_SOURCE, sweep);
        neighbours++;
      }
      if (rank < size - 1) {
        sends[neighbours] = MPI.COMM_WORLD.Isend(u, CELLS, 1, MPI.DOUBLE, rank + 1, sweep);
        receives[neighbours] = MPI.COMM_WORLD.Irecv(halos[neighbours], 0, 1, MPI.DOUBLE, MPI.ANY_SOURCE, sweep);
        neighbours++;
      }
      for (int i = 0; i < neighbours; i++) {
        receives[i].Wait();
        sends[i].Wait();
      }
      int next0 = 0;
      if (rank > 0) {
        u[0] = halos[next0++][0];
      }
      if (rank < size - 1) {
        u[CELLS + 1] = halos[next0][0];
      }
      JacobiHeat.sweep(u, next);
      double[] swap = u;
      u = next;
      next = swap;
    }
    double[] rod = new double[CELLS * size];
    MPI.COMM_WORLD.Gather(u, 1, CELLS, MPI.DOUBLE, rod, 0, CELLS, MPI.DOUBLE, 0);
    if (rank == 0) {
      JacobiHeat.check(rod, size, SWEEPS);
    }
    MPI.Finalize();
  }
}
