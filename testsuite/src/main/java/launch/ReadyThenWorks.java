package launch;

import mpi.MPI;

/**
 * Every rank says it is ready once all have passed a barrier, then goes on working outside MPI and never ends: a test
 * can do something to the run (kill a rank, take a host's link down) while every rank is known to be running.
 */
public class ReadyThenWorks {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    MPI.COMM_WORLD.Barrier();
    System.out.println("rank " + rank + " ready");
    while (true) {
      Thread.sleep(10);
    }
  }
}
