package suite.barrier;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * DESIGN-SOURCE's crooked barrier as written: rank 1's Irecv(ANY_SOURCE), posted before the barrier, may take rank
 * 0's message (sent before the barrier) or rank 2's (sent after it); the Recv(ANY_SOURCE) after the barrier takes
 * whichever is left. Both outcomes finish: 2 interleavings, no finding. A verifier that treats the barrier as ordering
 * everything would explore only one. Rank 1 prints what each receive got.
 */
@Expect(category = "crooked-barrier", ranks = 3, interleavings = 2)
public class CrookedBarrierCorrect {
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
      if (first[0] + second[0] != 2) {
        throw new IllegalStateException("received " + first[0] + " and " + second[0]);
      }
    } else {
      MPI.COMM_WORLD.Barrier();
      Request send = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      send.Wait();
    }
    MPI.Finalize();
  }
}
