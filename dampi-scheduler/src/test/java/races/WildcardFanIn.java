package races;

import mpi.MPI;
import mpi.Status;

/**
 * Every rank but 0 sends one message to rank 0, which takes them with size-1 Recv(ANY_SOURCE): each order of the
 * senders is a distinct interleaving, (size-1)! in all. Rank 0 prints the order it saw.
 */
public class WildcardFanIn {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (rank == 0) {
      StringBuilder order = new StringBuilder("order");
      int[] value = new int[1];
      for (int i = 1; i < size; i++) {
        Status status = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        order.append(' ').append(status.source);
      }
      System.out.println(order);
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
