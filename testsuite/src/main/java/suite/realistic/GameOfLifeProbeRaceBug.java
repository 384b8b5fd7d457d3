package suite.realistic;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * {@link GameOfLife} (6 x 6 board, dead edges, 3 ranks of 2 rows, 2 generations) with a planted probe-then-receive
 * race in the ghost-row exchange: each rank sends its edge rows with Isend (tag: the generation), then for each
 * neighbour probes with ANY_SOURCE, picks the ghost row by the probed source, and receives with ANY_SOURCE, which may
 * take the other neighbour's row. Only rank 1 has two neighbours; per generation its probe has two potential matches
 * and so does the receive after it (the second probe and receive have one left): 4 x 4 = 16 interleavings (the check
 * runs at the end). Where a receive takes the row the probe did not see, the row lands in the wrong ghost row and the
 * other ghost row stays empty; wherever that changes a cell's fate (10 of the 16 on this board), the board differs
 * from the sequential run and the check throws: an exception.
 */
@Expect(findings = "exception", category = "realistic", ranks = 3, interleavings = 16)
public class GameOfLifeProbeRaceBug {
  static final int SIDE = 6;
  static final int GENERATIONS = 2;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int rows = SIDE / size;
    int[] board = initial();
    int[] local = new int[(rows + 2) * SIDE];
    System.arraycopy(board, rank * rows * SIDE, local, SIDE, rows * SIDE);
    for (int generation = 0; generation < GENERATIONS; generation++) {
      Request[] sends = new Request[2];
      int neighbours = 0;
      if (rank > 0) {
        sends[neighbours++] = MPI.COMM_WORLD.Isend(local, SIDE, SIDE, MPI.INT, rank - 1, generation);
      }
      if (rank < size - 1) {
        sends[neighbours++] = MPI.COMM_WORLD.Isend(local, rows * SIDE, SIDE, MPI.INT, rank + 1, generation);
      }
      for (int i = 0; i < neighbours; i++) {
        Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, generation);
        int ghost = probed.source < rank ? 0 : (rows + 1) * SIDE;
        MPI.COMM_WORLD.Recv(local, ghost, SIDE, MPI.INT, MPI.ANY_SOURCE, generation);
      }
      for (int i = 0; i < neighbours; i++) {
        sends[i].Wait();
      }
      local = GameOfLife.step(local, rows, false);
    }
    int[] result = new int[SIDE * SIDE];
    MPI.COMM_WORLD.Gather(local, SIDE, rows * SIDE, MPI.INT, result, 0, rows * SIDE, MPI.INT, 0);
    if (rank == 0) {
      GameOfLife.check(result, board, SIDE, GENERATIONS, false);
    }
    MPI.Finalize();
  }

  /** A pattern whose rows 1 and 4 (rank 1's neighbours' edge rows) differ in every generation checked. */
  static int[] initial() {
    int[] board = new int[SIDE * SIDE];
    int[][] cells = {{1, 1}, {1, 2}, {1, 3}, {2, 2}, {3, 3}, {4, 2}, {4, 3}, {4, 4}, {4, 5}};
    for (int[] cell : cells) {
      board[cell[0] * SIDE + cell[1]] = 1;
    }
    return board;
  }
}
