package suite.argument;

import mpi.MPI;
import suite.Expect;

/** Every rank broadcasts from root {@code size} (meant: the last rank): no member has that rank (MPI-3.1 §5.4). */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 3, interleavings = 1)
public class BcastFromRankSize {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = {MPI.COMM_WORLD.Rank()};
    MPI.COMM_WORLD.Bcast(data, 0, 1, MPI.INT, MPI.COMM_WORLD.Size());
    MPI.Finalize();
  }
}
