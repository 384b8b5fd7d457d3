package launch;

import mpi.MPI;

/**
 * Every rank receives from its right neighbour, which never sends: all ranks block forever, a deadlock. The tests
 * assert {@link #RECV_LINE}: keep them in step when editing this file.
 */
public class RecvNobodySends {
  public static final int RECV_LINE = 18;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] buffer = new int[1];
    int from = (rank + 1) % size;
    MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, from, 7);
    MPI.Finalize();
  }
}
