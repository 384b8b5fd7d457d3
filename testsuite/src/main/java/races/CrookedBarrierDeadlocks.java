package races;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * The crooked barrier (DESIGN-SOURCE) with a deadlock on the late match: when rank 1's Irecv(*) takes rank 2's
 * message, which rank 2 sends only after the barrier, rank 1 then waits for a message nobody sends. Unlike
 * {@link suite.barrier.CrookedBarrierDeadlock}, both of rank 1's receives are wildcards (two epochs) and the receive
 * that blocks comes after the Wait.
 */
@Expect(findings = "deadlock", category = "crooked-barrier", ranks = 3, interleavings = 2)
public class CrookedBarrierDeadlocks {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] data = {rank};
    if (rank == 0) {
      Request send = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Barrier();
      send.Wait();
    } else if (rank == 1) {
      int[] first = new int[1];
      int[] second = new int[1];
      Request receive = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Recv(second, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      receive.Wait();
      if (first[0] == 2) {
        MPI.COMM_WORLD.Recv(second, 0, 1, MPI.INT, 2, 1); // blocks forever
      }
    } else {
      MPI.COMM_WORLD.Barrier();
      Request send = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      send.Wait();
    }
    MPI.Finalize();
  }
}
