package suite.persistent;

import mpi.MPI;
import mpi.Prequest;
import mpi.Request;
import suite.Expect;

/**
 * {@code suite.nonblocking.WildcardIrecvsPostedTogetherCorrect} with persistent receives: rank 0 starts two wildcard
 * receives with one Startall and waits for both, in each of two rounds that a barrier ends. In each round rank 1's
 * Ssend can only be taken by the first (it is sent while both are active, and MPI gives a message to the receive
 * started first that fits it, §3.5, §3.9), and rank 2 sends only after it heard from rank 1: one outcome.
 */
@Expect(category = "persistent", ranks = 3, interleavings = 1)
public class PersistentWildcardsStartedTogetherCorrect {
  private static final int ROUNDS = 2;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      int[] first = {-1};
      int[] second = {-1};
      Prequest[] receives = {MPI.COMM_WORLD.Recv_init(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0),
          MPI.COMM_WORLD.Recv_init(second, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0)};
      for (int round = 0; round < ROUNDS; round++) {
        Prequest.Startall(receives);
        Request.Waitall(receives);
        if (first[0] != 1 || second[0] != 2) {
          throw new IllegalStateException("round " + round + ": the receives got " + first[0] + " and " + second[0]);
        }
        MPI.COMM_WORLD.Barrier();
      }
    } else if (rank == 1) {
      for (int round = 0; round < ROUNDS; round++) {
        MPI.COMM_WORLD.Ssend(value, 0, 1, MPI.INT, 0, 0);
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 2, 1);
        MPI.COMM_WORLD.Barrier();
      }
    } else {
      for (int round = 0; round < ROUNDS; round++) {
        MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 1, 1);
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
        MPI.COMM_WORLD.Barrier();
      }
    }
    MPI.Finalize();
  }
}
