package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * The correct probe-then-receive idiom: rank 0 probes with ANY_SOURCE and then receives from status.source with the
 * probed tag, so the receive takes exactly the probed message. Two rounds, ranks 1 and 2 send once each. The first
 * probe is an epoch with two candidates; the second probe has one left: 2 interleavings, no finding.
 */
@Expect(category = "probe", ranks = 3, interleavings = 2)
public class ProbeThenNamedReceiveCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      for (int i = 0; i < 2; i++) {
        Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 0);
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, probed.source, probed.tag);
        if (value[0] != probed.source) {
          throw new IllegalStateException("probed rank " + probed.source + ", received rank " + value[0]);
        }
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
