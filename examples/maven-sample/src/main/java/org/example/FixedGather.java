package org.example;

import mpi.MPI;

/** {@link RacyGather} fixed: rank 0 takes the partial sums in whatever order they come and assumes none. */
public class FixedGather {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] part = new int[1];
    if (rank == 0) {
      int total = 0;
      for (int i = 1; i < size; i++) {
        MPI.COMM_WORLD.Recv(part, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        total += part[0];
      }
      System.out.println("total = " + total);
    } else {
      part[0] = rank * 10;
      MPI.COMM_WORLD.Send(part, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
