package races;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * The same traffic as {@link suite.wildcard.WildcardFanInCorrect}, but rank 0 names each source, with blocking and nonblocking receives
 * and a barrier: no wildcard, so exactly one interleaving.
 */
@Expect(category = "any-source-race", ranks = 4, interleavings = 1)
public class NamedFanIn {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (rank == 0) {
      int[] value = new int[1];
      for (int source = size - 1; source >= 1; source--) {
        if (source % 2 == 0) {
          MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, source, 0);
        } else {
          Request request = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, source, 0);
          request.Wait();
        }
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
