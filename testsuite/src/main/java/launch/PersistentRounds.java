package launch;

import mpi.MPI;
import mpi.Prequest;
import mpi.Status;

/**
 * Prints what each rank computes with persistent requests, for replays to compare: in each of 3 rounds every other
 * rank starts its persistent send of its value to rank 0 (a standard one on even ranks, a synchronous one on odd
 * ranks), and rank 0 starts its one persistent receive from ANY_SOURCE again and again, printing each value with its
 * sender; then rank 0 sends the round's sum back with a persistent send to each rank, which prints it.
 */
public class PersistentRounds {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    long[] value = new long[1];
    long[] sum = new long[1];
    if (rank == 0) {
      Prequest take = MPI.COMM_WORLD.Recv_init(value, 0, 1, MPI.LONG, MPI.ANY_SOURCE, 1);
      Prequest[] answers = new Prequest[size];
      for (int other = 1; other < size; other++) {
        answers[other] = MPI.COMM_WORLD.Send_init(sum, 0, 1, MPI.LONG, other, 2);
      }
      for (int round = 0; round < 3; round++) {
        sum[0] = 0;
        for (int i = 1; i < size; i++) {
          take.Start();
          Status status = take.Wait();
          System.out.println("round " + round + " from " + status.source + ": " + value[0]);
          sum[0] += value[0];
        }
        for (int other = 1; other < size; other++) {
          answers[other].Start();
          answers[other].Wait();
        }
      }
    } else {
      Prequest give = rank % 2 == 0 ? MPI.COMM_WORLD.Send_init(value, 0, 1, MPI.LONG, 0, 1)
          : MPI.COMM_WORLD.Ssend_init(value, 0, 1, MPI.LONG, 0, 1);
      Prequest hear = MPI.COMM_WORLD.Recv_init(sum, 0, 1, MPI.LONG, 0, 2);
      for (int round = 0; round < 3; round++) {
        value[0] = (long) rank * 10 + round;
        give.Start();
        give.Wait();
        hear.Start();
        hear.Wait();
        System.out.println("round " + round + " sum " + sum[0]);
      }
    }
    MPI.Finalize();
  }
}
