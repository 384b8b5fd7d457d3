package suite.bufferuse;

import mpi.MPI;
import suite.Expect;

/**
 * Every rank sums one value with Allreduce, giving the same array element as send and receive buffer. An OUT argument
 * may not alias another argument (MPI-3.1 §2.3); the in-place form needs MPI_IN_PLACE (§5.9.6), which MPJ 0.44 does
 * not have. The first call, which gives the result an element of its own, is correct.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 3, interleavings = 1)
public class AllreduceIntoItsOwnSendBuffer {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] values = {MPI.COMM_WORLD.Rank() + 1, 0};
    MPI.COMM_WORLD.Allreduce(values, 0, values, 1, 1, MPI.INT, MPI.SUM); // disjoint: correct
    MPI.COMM_WORLD.Allreduce(values, 0, values, 0, 1, MPI.INT, MPI.SUM); // aliased: erroneous
    MPI.Finalize();
  }
}
