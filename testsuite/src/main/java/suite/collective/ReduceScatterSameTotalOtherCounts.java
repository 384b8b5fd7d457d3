package suite.collective;

import mpi.MPI;
import suite.Expect;

/**
 * Every rank reduces two INTs in all, but rank 1 asks for them split {0, 2} while rank 0 asks {1, 1}: the totals
 * agree, the counts do not, and every member must pass the same counts (MPI-3.1 §5.10.1). A collective mismatch at
 * the Reduce_scatter.
 */
@Expect(findings = {"collective-mismatch"}, category = "collective", ranks = 2, interleavings = 1)
public class ReduceScatterSameTotalOtherCounts {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] counts = MPI.COMM_WORLD.Rank() == 0 ? new int[] {1, 1} : new int[] {0, 2};
    int[] values = {1, 2};
    int[] mine = new int[2];
    MPI.COMM_WORLD.Reduce_scatter(values, 0, mine, 0, counts, MPI.INT, MPI.SUM);
    MPI.Finalize();
  }
}
