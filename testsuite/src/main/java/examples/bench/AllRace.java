package examples.bench;

import mpi.MPI;

/**
 * N-1 ranks each send one message to rank 0, which takes them with N-1 ANY_SOURCE receives: every order is possible,
 * so a complete search explores (N-1)! interleavings.
 */
public class AllRace {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] value = {rank};
    if (rank == 0) {
      for (int i = 1; i < size; i++) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
