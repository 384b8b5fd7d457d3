package examples;

import mpi.MPI;
import mpi.Status;

/**
 * Rank 0 gathers one partial sum from every worker with ANY_SOURCE receives. It was written assuming the highest
 * rank, which has the most work, always answers last; when it answers first, rank 0 waits for a message that never
 * comes. Ordinary runs almost never show it; dampi verify explores 5 interleavings at -np 4 and finds the deadlock in one.
 */
public class RacyGather {
  static final int RESULT = 0;
  static final int EXTRA = 1;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    if (rank == 0) {
      int total = 0;
      int[] part = new int[1];
      for (int i = 1; i < size; i++) {
        Status status = MPI.COMM_WORLD.Recv(part, 0, 1, MPI.INT, MPI.ANY_SOURCE, RESULT);
        total += part[0];
        if (i == 1 && status.source == size - 1) {
          // "cannot happen": the slowest worker answered first, so wait for its late correction
          MPI.COMM_WORLD.Recv(part, 0, 1, MPI.INT, size - 1, EXTRA);
          total += part[0];
        }
      }
      System.out.println("total = " + total);
    } else {
      int[] part = {rank * 10};
      MPI.COMM_WORLD.Send(part, 0, 1, MPI.INT, 0, RESULT);
    }
    MPI.Finalize();
  }
}
