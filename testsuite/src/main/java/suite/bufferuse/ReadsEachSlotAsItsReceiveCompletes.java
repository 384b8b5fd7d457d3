package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts one wildcard Irecv per other rank, each into its own element of one array, and handles them in the
 * order Waitany completes them: it reads and then overwrites each element as soon as its receive completes, while
 * the receives into the other elements are still pending. Correct in every outcome (MPI-3.1 §3.7.2 is about the
 * elements a pending operation owns, and these are disjoint).
 */
@Expect(category = "buffer-in-use", ranks = 3)
public class ReadsEachSlotAsItsReceiveCompletes {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (rank == 0) {
      int[] slots = new int[size - 1];
      Request[] receives = new Request[size - 1];
      for (int i = 0; i < receives.length; i++) {
        receives[i] = MPI.COMM_WORLD.Irecv(slots, i, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      }
      int total = 0;
      for (int done = 0; done < receives.length; done++) {
        Status status = Request.Waitany(receives);
        total += slots[status.index];
        slots[status.index] = -1;
      }
      System.out.println("total " + total);
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
