package suite.leak;

import mpi.Cartcomm;
import mpi.Graphcomm;
import mpi.MPI;
import suite.Expect;

/** The correct twin of {@link TopologyCommunicatorsLeak}: every topology communicator is freed. */
@Expect(category = "leak", ranks = 4, interleavings = 1)
public final class TopologyCommunicatorsFreedCorrect {
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
    ring.Free();
    row.Free();
    grid.Free();
    MPI.Finalize();
  }
}
