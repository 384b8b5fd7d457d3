package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * The racy probe-then-receive: rank 0 probes with ANY_SOURCE, then receives with ANY_SOURCE again, assuming the
 * receive takes the probed message. Nothing ties the two together: the receive may take the other sender's message.
 * The probe has two candidates (ranks 1, 2) and so does the receive after it (a probe consumes nothing): 2 x 2 = 4
 * interleavings (the final receive has one candidate left), an exception in the 2 where they differ.
 */
@Expect(findings = "exception", category = "probe", ranks = 3, interleavings = 4)
public class ProbeThenWildcardReceiveRace {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 0);
      Status received = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (received.source != probed.source) {
        throw new IllegalStateException("probed rank " + probed.source + ", received rank " + received.source);
      }
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
