package suite.comm;

import mpi.Group;
import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 passes color MPI.UNDEFINED to Split and is outside the group it passes to Create: both give it
 * MPI_COMM_NULL (MPI-3.1 §6.4.2), which there is nothing to free and which it must not free (§6.4.3). Ranks 1 and 2
 * use and free both their communicators. MPJ 0.44 hands rank 0 objects all the same (a communicator of the UNDEFINED
 * ranks, a placeholder), which are no leak. Correct.
 */
@Expect(category = "split-communicator", ranks = 3, interleavings = 1)
public final class NullCommunicatorsCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Intracomm split = MPI.COMM_WORLD.Split(rank == 0 ? MPI.UNDEFINED : 1, rank);
    Group world = MPI.COMM_WORLD.Group();
    Group workers = world.Incl(new int[] {1, 2});
    Intracomm created = MPI.COMM_WORLD.Create(workers);
    if (rank != 0) {
      split.Barrier();
      created.Barrier();
      split.Free();
      created.Free();
    }
    workers.free();
    world.free();
    MPI.Finalize();
  }
}
