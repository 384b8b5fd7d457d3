package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 probes rank 1 with ANY_TAG and receives the probed tag, twice. Rank 1 sends tag 7 then tag 3; one sender on
 * one communicator keeps its order, and the probe names its source: no epoch, 1 interleaving, no finding.
 */
@Expect(category = "probe", ranks = 2, interleavings = 1)
public class ProbeAnyTagNamedSourceCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = new int[1];
    if (rank == 0) {
      int[] tags = new int[2];
      for (int i = 0; i < 2; i++) {
        Status probed = MPI.COMM_WORLD.Probe(1, MPI.ANY_TAG);
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, probed.tag);
        tags[i] = probed.tag;
      }
      if (tags[0] != 7 || tags[1] != 3) {
        throw new IllegalStateException("tags " + tags[0] + ", " + tags[1]);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 7);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 3);
    }
    MPI.Finalize();
  }
}
