package suite.wildcard;

import mpi.MPI;
import suite.Expect;

/**
 * Every worker sends its rank to rank 0, which takes the messages with ANY_SOURCE and adds them up: the sum does not
 * depend on the order. The three sends are unordered, so the three receives see every order of the senders once:
 * 3! = 6 interleavings (the last receive has one candidate left), none with a finding.
 */
@Expect(category = "wildcard-deadlock", ranks = 4, interleavings = 6)
public class WildcardFanInCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] value = new int[1];
    if (rank == 0) {
      int sum = 0;
      for (int i = 1; i < size; i++) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        sum += value[0];
      }
      if (sum != size * (size - 1) / 2) {
        throw new IllegalStateException("sum " + sum);
      }
    } else {
      value[0] = rank;
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
