package suite.barrier;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Like {@link CrookedBarrierCorrect}, but rank 1 checks that its early Irecv(ANY_SOURCE) got rank 0's message,
 * believing the barrier keeps rank 2's later message away from it. It does not: the Irecv may stay unmatched until its
 * Wait. 2 interleavings; in the one where the Irecv takes rank 2's message the check throws: an exception. Rank 1
 * prints what each receive got.
 */
@Expect(findings = "exception", category = "crooked-barrier", ranks = 3, interleavings = 2)
public class CrookedBarrierWrongAssumption {
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
      MPI.COMM_WORLD.Recv(late, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      receive.Wait();
      System.out.println("irecv got " + early[0] + ", recv got " + late[0]);
      if (early[0] != 0) {
        throw new IllegalStateException("the late message overtook the barrier");
      }
    } else {
      MPI.COMM_WORLD.Barrier();
      Request send = MPI.COMM_WORLD.Isend(data, 0, 1, MPI.INT, 1, 0);
      send.Wait();
    }
    MPI.Finalize();
  }
}
