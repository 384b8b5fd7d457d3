package scenarios;

import mpi.MPI;

/**
 * Every other rank sends its number to rank 0, which takes them with wildcard receives; then every rank Ssends to
 * its right neighbour before receiving from its left, so every rank blocks in its Ssend: a deadlock in every
 * interleaving, on any number of ranks, after size - 1 delivered messages. What the HTML report's wide diagrams are
 * tested on.
 */
public class GatherThenRingDeadlock {
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
    MPI.COMM_WORLD.Ssend(value, 0, 1, MPI.INT, (rank + 1) % size, 1); // every rank blocks here
    MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, (rank + size - 1) % size, 1);
    MPI.Finalize();
  }
}
