package suite.race;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts two Irecv(ANY_SOURCE) with the same tag and waits for both; ranks 1 and 2 send once each. By
 * non-overtaking of receives (rule C4) the first Irecv matches first: it may take either sender, the second takes the
 * other. 2 interleavings, no finding (rank 0 only checks that both values arrived).
 */
@Expect(category = "any-source-race", ranks = 3, interleavings = 2)
public class IrecvPairCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] a = new int[1];
      int[] b = new int[1];
      Request first = MPI.COMM_WORLD.Irecv(a, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Request second = MPI.COMM_WORLD.Irecv(b, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Request.Waitall(new Request[] {first, second});
      if (a[0] + b[0] != 3) {
        throw new IllegalStateException("received " + a[0] + " and " + b[0]);
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
