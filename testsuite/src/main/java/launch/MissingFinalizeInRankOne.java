package launch;

import mpi.MPI;

/** Rank 1 returns from main without MPI.Finalize; the others block in Finalize's barrier waiting for it. */
public class MissingFinalizeInRankOne {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    MPI.COMM_WORLD.Barrier();
    if (rank == 1) {
      return;
    }
    MPI.Finalize();
  }
}
