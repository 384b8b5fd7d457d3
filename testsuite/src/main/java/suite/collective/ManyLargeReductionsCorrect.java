package suite.collective;

import mpi.MPI;
import suite.Expect;

/**
 * Two ranks reduce and broadcast a block of 4472 doubles 14000 times each, about 1 GB through the rooted
 * collectives in all: a correct program (MPI-3.1 §5.4, §5.9.1), as a benchmark's timing loop is. dampi runs the
 * rooted collectives as messages of its own; their send requests were never completed, so MPJ never freed their
 * buffers, and its buffer pool failed past 2 GiB, which read as the program's exception.
 */
@Expect(category = "collective", ranks = 2, interleavings = 1)
public class ManyLargeReductionsCorrect {
  private static final int ROUNDS = 14_000;
  private static final int BLOCK = 4472;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    double[] mine = new double[BLOCK];
    double[] total = new double[BLOCK];
    mine[0] = MPI.COMM_WORLD.Rank() + 1;
    for (int round = 0; round < ROUNDS; round++) {
      MPI.COMM_WORLD.Reduce(mine, 0, total, 0, BLOCK, MPI.DOUBLE, MPI.SUM, 0);
      MPI.COMM_WORLD.Bcast(total, 0, BLOCK, MPI.DOUBLE, 0);
    }
    if (total[0] != 3) {
      throw new IllegalStateException("the sum arrived as " + total[0]);
    }
    MPI.Finalize();
  }
}
