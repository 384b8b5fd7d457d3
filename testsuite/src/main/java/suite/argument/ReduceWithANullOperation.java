package suite.argument;

import mpi.MPI;
import mpi.Op;
import suite.Expect;

/**
 * Every rank reduces with an operation it never created (null): erroneous on every rank (MPI-3.1 §5.9.1: op must be
 * a valid operation, the same on all). MPJ fails only at the root, with a NullPointerException of its own.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 2, interleavings = 1)
public class ReduceWithANullOperation {
  private static Op maxAbs; // meant to be created with new Op(...) before use

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] mine = {MPI.COMM_WORLD.Rank()};
    int[] result = new int[1];
    MPI.COMM_WORLD.Reduce(mine, 0, result, 0, 1, MPI.INT, maxAbs, 0);
    MPI.Finalize();
  }
}
