package launch;

import mpi.MPI;

/** Every rank completes MPI and then throws: every rank fails on its own, nobody has to be torn down. */
public class AllThrowAfterFinalize {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
    throw new ArithmeticException("late failure in rank " + rank);
  }
}
