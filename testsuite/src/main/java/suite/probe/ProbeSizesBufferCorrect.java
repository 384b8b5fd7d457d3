package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Messages of unknown length: rank r sends r * 3 ints. Rank 0 probes with ANY_SOURCE, sizes its buffer with
 * Get_count, and receives from the probed source. Two senders: the first probe has two candidates, the second one:
 * 2 interleavings, no finding (every buffer fits its message).
 */
@Expect(category = "probe", ranks = 3, interleavings = 2)
public class ProbeSizesBufferCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      for (int i = 0; i < 2; i++) {
        Status probed = MPI.COMM_WORLD.Probe(MPI.ANY_SOURCE, 0);
        int[] buffer = new int[probed.Get_count(MPI.INT)];
        MPI.COMM_WORLD.Recv(buffer, 0, buffer.length, MPI.INT, probed.source, 0);
        if (buffer.length != probed.source * 3 || buffer[buffer.length - 1] != probed.source) {
          throw new IllegalStateException("rank " + probed.source + " sent " + buffer.length + " ints");
        }
      }
    } else {
      int[] data = new int[rank * 3];
      java.util.Arrays.fill(data, rank);
      MPI.COMM_WORLD.Send(data, 0, data.length, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
