package suite.realistic;

import mpi.MPI;
import suite.Expect;

/**
 * Conway's game of life on an 8 x 8 torus with a glider, rows split evenly over the ranks; before each of 4 generations
 * every rank sends its top row up and its bottom row down with Sendrecv (named neighbours, one tag per direction) to
 * fill its ghost rows. Rank 0 gathers the board and compares it with the same generations computed sequentially. No
 * wildcard: 1 interleaving, no finding.
 */
@Expect(category = "realistic", ranks = 4, interleavings = 1)
public class GameOfLife {
  static final int SIDE = 8;
  static final int GENERATIONS = 4;
  static final int UP = 1;
  static final int DOWN = 2;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int rows = SIDE / size;
    int up = (rank + size - 1) % size;
    int down = (rank + 1) % size;
    int[] board = glider(SIDE);
    // local: one ghost row, my rows, one ghost row
    int[] local = new int[(rows + 2) * SIDE];
    System.arraycopy(board, rank * rows * SIDE, local, SIDE, rows * SIDE);
    for (int generation = 0; generation < GENERATIONS; generation++) {
      MPI.COMM_WORLD.Sendrecv(local, SIDE, SIDE, MPI.INT, up, UP, local, (rows + 1) * SIDE, SIDE, MPI.INT, down, UP);
      MPI.COMM_WORLD.Sendrecv(local, rows * SIDE, SIDE, MPI.INT, down, DOWN, local, 0, SIDE, MPI.INT, up, DOWN);
      local = step(local, rows, true);
    }
    int[] result = new int[SIDE * SIDE];
    MPI.COMM_WORLD.Gather(local, SIDE, rows * SIDE, MPI.INT, result, 0, rows * SIDE, MPI.INT, 0);
    if (rank == 0) {
      check(result, board, SIDE, GENERATIONS, true);
    }
    MPI.Finalize();
  }

  static int[] glider(int side) {
    int[] board = new int[side * side];
    int[][] cells = {{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
    for (int[] cell : cells) {
      board[(cell[0] + 1) * side + cell[1] + 1] = 1;
    }
    return board;
  }

  /**
   * One generation of the rows 1..rows of {@code local} (rows 0 and rows + 1 are ghosts); columns wrap on a torus and
   * are dead beyond the edge otherwise. Returns a new array of the same shape with empty ghost rows.
   */
  static int[] step(int[] local, int rows, boolean torus) {
    int side = local.length / (rows + 2);
    int[] next = new int[local.length];
    for (int r = 1; r <= rows; r++) {
      for (int c = 0; c < side; c++) {
        int alive = 0;
        for (int dr = -1; dr <= 1; dr++) {
          for (int dc = -1; dc <= 1; dc++) {
            int column = c + dc;
            if (dr == 0 && dc == 0) {
              continue;
            }
            if (column < 0 || column >= side) {
              if (!torus) {
                continue;
              }
              column = (column + side) % side;
            }
            alive += local[(r + dr) * side + column];
          }
        }
        int cell = local[r * side + c];
        next[r * side + c] = alive == 3 || (cell == 1 && alive == 2) ? 1 : 0;
      }
    }
    return next;
  }

  /** Runs the generations on the whole board in one piece and compares. */
  static void check(int[] result, int[] board, int side, int generations, boolean torus) {
    int rows = board.length / side;
    int[] whole = new int[(rows + 2) * side];
    System.arraycopy(board, 0, whole, side, board.length);
    for (int generation = 0; generation < generations; generation++) {
      if (torus) {
        System.arraycopy(whole, rows * side, whole, 0, side);
        System.arraycopy(whole, side, whole, (rows + 1) * side, side);
      }
      whole = step(whole, rows, torus);
    }
    for (int i = 0; i < board.length; i++) {
      if (result[i] != whole[side + i]) {
        throw new IllegalStateException("cell (" + i / side + ", " + i % side + ") differs from the sequential run");
      }
    }
  }
}
