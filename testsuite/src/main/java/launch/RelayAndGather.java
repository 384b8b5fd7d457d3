package launch;

import mpi.MPI;
import mpi.Status;

/**
 * Prints what each rank computes, for replays to compare: rank 0 starts a relay (rank i adds i * i to what rank i - 1
 * passed it, prints it and passes it on), every other rank then sends its number to rank 0, which takes them in any
 * order (ANY_SOURCE) and prints each with its sender, and rank 0 broadcasts the sum, which every rank prints.
 */
public class RelayAndGather {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    long[] value = {0};
    if (rank > 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.LONG, rank - 1, 1);
      value[0] += (long) rank * rank;
      System.out.println("relay " + value[0]);
    }
    if (rank < size - 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.LONG, rank + 1, 1);
    }
    long[] sum = {0};
    if (rank == 0) {
      long[] part = new long[1];
      for (int i = 1; i < size; i++) {
        Status status = MPI.COMM_WORLD.Recv(part, 0, 1, MPI.LONG, MPI.ANY_SOURCE, 2);
        System.out.println("from " + status.source + ": " + part[0]);
        sum[0] += part[0];
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.LONG, 0, 2);
    }
    MPI.COMM_WORLD.Bcast(sum, 0, 1, MPI.LONG, 0);
    System.out.println("sum " + sum[0]);
    MPI.Finalize();
  }
}
