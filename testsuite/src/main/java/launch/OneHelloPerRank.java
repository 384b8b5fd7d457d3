package launch;

import mpi.MPI;

/**
 * Every rank prints one line naming itself, all ranks meet at a barrier, every rank finalizes. Unlike
 * {@link examples.HelloBarrier}, one line per rank and nothing else: the tests count the lines.
 */
public class OneHelloPerRank {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    System.out.println("hello from rank " + rank + " of " + size);
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
