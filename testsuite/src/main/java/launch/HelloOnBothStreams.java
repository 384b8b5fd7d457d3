package launch;

import mpi.MPI;

/**
 * {@link examples.HelloBarrier} with one more line per rank, on standard error: every rank says hello, all meet at a
 * barrier, every rank says it passed and writes to standard error. The tests check that both streams reach each rank.
 */
public class HelloOnBothStreams {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    System.out.println("hello from rank " + rank + " of " + size);
    MPI.COMM_WORLD.Barrier();
    System.out.println("rank " + rank + " passed the barrier");
    System.err.println("rank " + rank + " on standard error");
    MPI.Finalize();
  }
}
