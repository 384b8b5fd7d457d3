package suite.argument;

import mpi.MPI;
import suite.Expect;

/**
 * Count and displacement arrays sized for the largest group the program supports, longer than this one: a
 * Reduce_scatter's counts and a Gatherv's counts and displacements hold eight entries at three ranks. Every binding
 * reads the first group-size entries only (MPI-3.1 §5.10.1, §5.5); the rest are never looked at. Correct.
 */
@Expect(category = "invalid-argument", ranks = 3, interleavings = 1)
public class CountArraysLongerThanTheGroupCorrect {
  private static final int MOST_RANKS = 8;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] counts = new int[MOST_RANKS];
    int[] displacements = new int[MOST_RANKS];
    for (int rank = 0; rank < size; rank++) {
      counts[rank] = 2;
      displacements[rank] = 2 * rank;
    }
    int[] values = new int[2 * size];
    java.util.Arrays.fill(values, 1); // the same on every rank: MPJ 0.44's ring sums other inputs wrongly
    int[] mine = new int[2];
    MPI.COMM_WORLD.Reduce_scatter(values, 0, mine, 0, counts, MPI.INT, MPI.SUM);
    int expected = size;
    if (mine[0] != expected || mine[1] != expected) {
      throw new IllegalStateException("rank " + me + " reduced " + mine[0] + ", " + mine[1] + ", not " + expected);
    }
    int[] gathered = new int[2 * MOST_RANKS];
    MPI.COMM_WORLD.Gatherv(mine, 0, 2, MPI.INT, gathered, 0, counts, displacements, MPI.INT, 0);
    if (me == 0 && gathered[2 * size - 1] != expected) {
      throw new IllegalStateException("rank 0 gathered " + gathered[2 * size - 1] + ", not " + expected);
    }
    MPI.Finalize();
  }
}
