package suite.wildcard;

import mpi.MPI;
import suite.Expect;

/**
 * DESIGN-SOURCE's LLCP omission as a bug: rank 0 takes rank 1's message and only then sends to rank 2; rank 1 sends
 * to 0 and then to 2; rank 2 takes one message from anybody and then one from rank 0. Rank 1's two sends go to
 * different ranks, so rank 0's send is concurrent with rank 1's send to 2: both are potential matches of rank 2's
 * wildcard receive. Taking rank 0's message first leaves the named receive from rank 0 waiting forever. Rank 0's
 * wildcard receive has a single candidate; rank 2's has two: 2 interleavings, a deadlock in one. LVCP finds it; LLCP
 * misses it (rank 0's clock has advanced past rank 2's).
 */
@Expect(findings = "deadlock", category = "wildcard-deadlock", ranks = 3, interleavings = 2)
public class LlcpBlindSpotDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 2, 0);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 2, 0);
    } else {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
