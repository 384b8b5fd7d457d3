package scenarios;

import mpi.MPI;
import mpi.Request;

/**
 * DESIGN-SOURCE's crooked barrier: P1's Irecv(*) is issued before the barrier and may stay unmatched until its Wait,
 * so P2's send, issued after the barrier, is a potential match of it.
 */
public class CrookedBarrier {
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
    } else {
      MPI.COMM_WORLD.Barrier();
      Request send = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      send.Wait();
    }
    MPI.Finalize();
  }
}
