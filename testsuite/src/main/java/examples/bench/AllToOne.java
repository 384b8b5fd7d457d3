package examples.bench;

import mpi.MPI;

/**
 * Every rank but 0 sends messages to rank 0, which receives them all with ANY_SOURCE; rank 0 prints the message
 * rate. Argument: messages per sender (default 20).
 */
public class AllToOne {
  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    int perSender = own.length > 0 ? Integer.parseInt(own[0]) : 20;
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] value = {rank};
    MPI.COMM_WORLD.Barrier();
    long start = System.nanoTime();
    if (rank == 0) {
      int total = perSender * (size - 1);
      for (int i = 0; i < total; i++) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf("result messages_per_s=%.1f%n", total / seconds);
    } else {
      for (int i = 0; i < perSender; i++) {
        MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      }
    }
    MPI.Finalize();
  }
}
