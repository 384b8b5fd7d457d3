package launch;

import mpi.MPI;
import mpi.MPIException;

/**
 * Every rank receives from its right neighbour, which never sends (a deadlock), but catches the error its receive
 * fails with when the run is torn down, and goes on: it sends itself a message, receives it and finalizes. None of
 * that may count: the run was over when the receive failed. The tests assert {@link #RECV_LINE}: keep them in step
 * when editing this file.
 */
public class GoesOnAfterItsDeadlockFails {
  public static final int RECV_LINE = 22;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] buffer = new int[1];
    int from = (rank + 1) % size;
    try {
      MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, from, 7);
    } catch (MPIException e) {
      System.out.println("the receive failed; going on");
    }
    MPI.COMM_WORLD.Isend(buffer, 0, 1, MPI.INT, rank, 8);
    MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, rank, 8);
    MPI.Finalize();
  }
}
