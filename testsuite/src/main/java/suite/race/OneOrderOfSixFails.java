package suite.race;

import mpi.MPI;
import suite.Expect;

/**
 * An error that only one interleaving in six shows: rank 0 takes three messages with ANY_SOURCE and fails only when
 * they arrive in exactly the order 3, 2, 1 (a "reverse order cannot happen" assumption). The three sends are
 * unordered: 3! = 6 interleavings, an exception in one. Random testing finds it one run in six at best; ordinary runs,
 * where rank 1 is quickest, practically never.
 */
@Expect(findings = "exception", category = "any-source-race", ranks = 4, interleavings = 6)
public class OneOrderOfSixFails {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      StringBuilder order = new StringBuilder();
      for (int i = 0; i < 3; i++) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        order.append(value[0]);
      }
      if (order.toString().equals("321")) {
        throw new IllegalStateException("answers in reverse order");
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
