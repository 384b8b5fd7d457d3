package suite.leak;

import mpi.Cartcomm;
import mpi.Graphcomm;
import mpi.MPI;
import suite.Expect;

/**
 * A 2 x 2 Cartesian communicator, one of its rows (Sub) and a ring graph communicator, none of them freed: each is a
 * communicator the program created and must free (MPI_Comm_free, MPI-3.1 §6.4.3). The topology queries (Shift,
 * Coords, Neighbours) are local and modelled.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 4, interleavings = 1)
public final class TopologyCommunicatorsLeak {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Cartcomm grid = MPI.COMM_WORLD.Create_cart(new int[] {2, 2}, new boolean[] {true, true}, false);
    Cartcomm row = grid.Sub(new boolean[] {false, true});
    int[] coords = grid.Coords(grid.Rank());
    grid.Shift(0, 1);
    Graphcomm ring = MPI.COMM_WORLD.Create_graph(new int[] {2, 4, 6, 8}, new int[] {1, 3, 0, 2, 1, 3, 2, 0}, false);
    int[] neighbours = ring.Neighbours(ring.Rank());
    if (neighbours.length != 2 || row.Size() != 2 || coords.length != 2) {
      throw new IllegalStateException("unexpected topology");
    }
    MPI.Finalize();
  }
}
