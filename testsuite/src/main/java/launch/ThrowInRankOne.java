package launch;

import mpi.MPI;

/**
 * Rank 1 throws right after MPI.Init; the other ranks wait at a barrier rank 1 never reaches. The tests assert the
 * lines {@link #THROW_LINE} and {@link #BARRIER_LINE}: keep them in step when editing this file.
 */
public class ThrowInRankOne {
  public static final int THROW_LINE = 17;
  public static final int BARRIER_LINE = 19;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 1) {
      throw new IllegalStateException("rank one gives up");
    }
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
