package suite.collective;

import mpi.MPI;
import suite.Expect;

/**
 * Every rank reduces and scatters one INT per rank, but rank 2 asks for two per rank: every member must pass the same
 * counts (MPI-3.1 §5.10.1), so the members reduce different amounts of data. A collective mismatch at the
 * Reduce_scatter; MPJ's reduction then truncates a message between ranks, a consequence of the same mismatch that
 * it reports at the same line.
 */
@Expect(findings = {"collective-mismatch", "truncation"}, category = "collective", ranks = 3, interleavings = 1)
public class ReduceScatterCountsDiffer {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int perRank = MPI.COMM_WORLD.Rank() == 2 ? 2 : 1;
    int[] counts = {perRank, perRank, perRank};
    int[] values = new int[6];
    int[] mine = new int[2];
    MPI.COMM_WORLD.Reduce_scatter(values, 0, mine, 0, counts, MPI.INT, MPI.SUM);
    MPI.Finalize();
  }
}
