package examples.bench;

import mpi.MPI;

/**
 * Two ranks bounce a small message back and forth; rank 0 prints the mean round-trip time. Argument: round trips
 * (default 2000). The first tenth is warm-up and not timed.
 */
public class PingPong {
  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    int rounds = own.length > 0 ? Integer.parseInt(own[0]) : 2000;
    int rank = MPI.COMM_WORLD.Rank();
    int[] ball = new int[1];
    int warmup = rounds / 10;
    long start = 0;
    for (int i = 0; i < warmup + rounds; i++) {
      if (i == warmup) {
        start = System.nanoTime();
      }
      if (rank == 0) {
        MPI.COMM_WORLD.Send(ball, 0, 1, MPI.INT, 1, 0);
        MPI.COMM_WORLD.Recv(ball, 0, 1, MPI.INT, 1, 0);
      } else if (rank == 1) {
        MPI.COMM_WORLD.Recv(ball, 0, 1, MPI.INT, 0, 0);
        MPI.COMM_WORLD.Send(ball, 0, 1, MPI.INT, 0, 0);
      }
    }
    if (rank == 0) {
      System.out.printf("result roundtrip_us=%.3f%n", (System.nanoTime() - start) / 1000.0 / rounds);
    }
    MPI.Finalize();
  }
}
