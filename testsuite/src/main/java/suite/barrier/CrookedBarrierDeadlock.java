package suite.barrier;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * The crooked barrier as a bug. Rank 1 posts Irecv(ANY_SOURCE) before the barrier and then names rank 2 in a blocking
 * receive after it, assuming the barrier lets only rank 0's message (sent before the barrier) reach the Irecv. But
 * the Irecv may stay unmatched until its Wait, so rank 2's message, sent after the barrier, is a potential match too
 * (DESIGN-SOURCE, "Why happens-before is not enough"). One epoch with two outcomes: 2 interleavings; when the Irecv
 * takes rank 2's message, the receive from rank 2 waits forever: a deadlock.
 */
@Expect(findings = "deadlock", category = "crooked-barrier", ranks = 3, interleavings = 2)
public class CrookedBarrierDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] data = {rank};
    if (rank == 0) {
      Request send = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Barrier();
      send.Wait();
    } else if (rank == 1) {
      int[] early = new int[1];
      int[] late = new int[1];
      Request receive = MPI.COMM_WORLD.Irecv(early, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Recv(late, 0, 1, MPI.INT, 2, 0);
      receive.Wait();
    } else {
      MPI.COMM_WORLD.Barrier();
      Request send = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      send.Wait();
    }
    MPI.Finalize();
  }
}
