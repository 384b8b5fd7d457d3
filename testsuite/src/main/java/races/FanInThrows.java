package races;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * {@link suite.wildcard.WildcardFanInCorrect} on 4 ranks where rank 0 fails, after Finalize, unless rank 1's message came first: the same
 * failure in 4 of the 6 interleavings. Its message has characters that XML and JSON must escape.
 */
@Expect(findings = "exception", category = "any-source-race", ranks = 4, interleavings = 6)
public class FanInThrows {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int first = -1;
    if (rank == 0) {
      int[] value = new int[1];
      for (int i = 1; i < size; i++) {
        Status status = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        first = i == 1 ? status.source : first;
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
    if (rank == 0 && first != 1) {
      throw new IllegalStateException("rank 1 was not first: <order> & \"sources\""); // planted bug
    }
  }
}
