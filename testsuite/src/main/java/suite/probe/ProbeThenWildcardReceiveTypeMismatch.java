package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 probes with ANY_SOURCE, sizes its buffer for the probed message's type, and then receives with ANY_SOURCE
 * instead of naming the probed source. Rank 1 sends ints, rank 2 doubles. The probe and the receive choose
 * independently (a probe does not reserve the message it saw, MPI-3.1 §3.8.1): 2 x 2 = 4 outcomes, and in the 2 where
 * the receive takes the other sender's message its type differs from the receive's. Rank 0 then takes the remaining
 * message with a receive that names its source, so each outcome that does not fail is complete.
 */
@Expect(findings = {"type-mismatch"}, category = "probe", ranks = 3, interleavings = 4)
public class ProbeThenWildcardReceiveTypeMismatch {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 0);
      Status got;
      if (probed.source == 1) {
        got = MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      } else {
        got = MPI.COMM_WORLD.Recv(new double[1], 0, 1, MPI.DOUBLE, MPI.ANY_SOURCE, 0);
      }
      if (got.source == 1) {
        MPI.COMM_WORLD.Recv(new double[1], 0, 1, MPI.DOUBLE, 2, 0);
      } else {
        MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 1, 0);
      }
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(new int[] {1}, 0, 1, MPI.INT, 0, 0);
    } else {
      MPI.COMM_WORLD.Send(new double[] {2.0}, 0, 1, MPI.DOUBLE, 0, 0);
    }
    MPI.Finalize();
  }
}
