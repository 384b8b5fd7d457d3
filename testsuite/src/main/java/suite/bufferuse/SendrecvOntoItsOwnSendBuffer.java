package suite.bufferuse;

import mpi.MPI;
import suite.Expect;

/**
 * Two ranks exchange a pair of values with Sendrecv, receiving into the array they send from, one element further on:
 * the send and receive buffers of a Sendrecv must be disjoint (MPI-3.1 §3.10; Sendrecv_replace is the call for one
 * buffer), so the call is erroneous on both ranks, whatever MPJ makes of it.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 2, interleavings = 1)
public class SendrecvOntoItsOwnSendBuffer {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int other = 1 - MPI.COMM_WORLD.Rank();
    int[] values = {1, 2, 0};
    MPI.COMM_WORLD.Sendrecv(values, 0, 2, MPI.INT, other, 0, values, 1, 2, MPI.INT, other, 0);
    MPI.Finalize();
  }
}
