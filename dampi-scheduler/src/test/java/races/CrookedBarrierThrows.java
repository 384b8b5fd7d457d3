package races;

import mpi.MPI;
import mpi.Request;

/**
 * The crooked barrier (DESIGN-SOURCE) with a bug on the late match: rank 1 throws only when its Irecv(*), issued
 * before the barrier, takes rank 2's message, which rank 2 sends only after the barrier. A verifier that orders
 * events by happens-before never sees it.
 */
public class CrookedBarrierThrows {
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
      System.out.println("irecv got " + first[0] + ", recv got " + second[0]);
      if (first[0] == 2) {
        throw new IllegalStateException("the late message overtook the barrier"); // planted bug
      }
    } else {
      MPI.COMM_WORLD.Barrier();
      Request send = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      send.Wait();
    }
    MPI.Finalize();
  }
}
