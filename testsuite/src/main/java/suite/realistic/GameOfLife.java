package suite.realistic;

import mpi.MPI;
import suite.Expect;

/**
 * Conway's game of life on an 8 x 8 torus with a glider, rows split evenly over the ranks; before each of 4 generations
 * every rank sends its top row up and its bottom row down with Sendrecv (named neighbours, one tag per direction) to
 * fill its ghost rows. Rank 0 gathers the board and compares it with the same generations computed sequentially. No
 * wildcard: 1 interleaving, no finding. Arguments set another side and number of generations, to scale the program
 * up for benchmarks (the side a multiple of the ranks).
 */
@Expect(category = "realistic", ranks = 4, interleavings = 1)
public class GameOfLife {
  static final int SIDE = 8;
  static final int GENERATIONS = 4;
  static final int UP = 1;
  static final int DOWN = 2;

  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int side = own.length > 0 ? Integer.parseInt(own[0]) : SIDE;
    int generations = own.length > 1 ? Integer.parseInt(own[1]) : GENERATIONS;
    int rows = side / size;
    int up = (rank + size - 1) % size;
    int down = (rank + 1) % size;
    int[] board = glider(side);
    // local: one ghost row, my rows, one ghost row
    int[] local = new int[(rows + 2) * side];
    System.arraycopy(board, rank * rows * side, local, side, rows * side);
    for (int generation = 0; generation < generations; generation++) {
      MPI.COMM_WORLD.Sendrecv(local, side, side, MPI.INT, up, UP, local, (rows + 1) * side, side, MPI.INT, down, UP);
      MPI.COMM_WORLD.Sendrecv(local, rows * side, side, MPI.INT, down, DOWN, local, 0, side, MPI.INT, up, DOWN);
      local = step(local, rows, true);
    }
    int[] result = new int[side * side];
    MPI.COMM_WORLD.Gather(local, side, rows * side, MPI.INT, result, 0, rows * side, MPI.INT, 0);
    if (rank == 0) {
      check(result, board, side, generations, true);
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
