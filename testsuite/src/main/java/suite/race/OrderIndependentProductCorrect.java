package suite.race;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 collects one factor from each of three workers with ANY_SOURCE and stores it by status.source, so the result
 * does not depend on arrival order. The three sends are unordered: 3! = 6 interleavings, no finding.
 */
@Expect(category = "any-source-race", ranks = 4, interleavings = 6)
public class OrderIndependentProductCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (rank == 0) {
      int[] factors = new int[size];
      int[] value = new int[1];
      for (int i = 1; i < size; i++) {
        Status status = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        factors[status.source] = value[0];
      }
      for (int source = 1; source < size; source++) {
        if (factors[source] != source + 1) {
          throw new IllegalStateException("factor of rank " + source + " is " + factors[source]);
        }
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank + 1}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
