package org.example;

import mpi.MPI;
import mpi.Status;

/**
 * Rank 0 gathers one partial sum from every worker. It assumes the last worker, which has the most work, answers
 * last; when it answers first, rank 0 waits for a correction nobody sends: a deadlock ordinary runs almost never show.
 */
public class RacyGather {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] part = new int[1];
    if (rank == 0) {
      int total = 0;
      for (int i = 1; i < size; i++) {
        Status status = MPI.COMM_WORLD.Recv(part, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        total += part[0];
        if (i == 1 && status.source == size - 1) {
          MPI.COMM_WORLD.Recv(part, 0, 1, MPI.INT, size - 1, 1); // "cannot happen": wait for its late correction
          total += part[0];
        }
      }
      System.out.println("total = " + total);
    } else {
      part[0] = rank * 10;
      MPI.COMM_WORLD.Send(part, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
