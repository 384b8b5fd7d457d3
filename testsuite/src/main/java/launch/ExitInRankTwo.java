package launch;

import mpi.MPI;

/**
 * Rank 2 calls System.exit(3) after MPI.Init; the others wait at a barrier rank 2 never reaches. The tests assert
 * {@link #EXIT_LINE}: keep them in step when editing this file.
 */
public class ExitInRankTwo {
  public static final int EXIT_LINE = 16;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 2) {
      System.exit(3);
    }
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
