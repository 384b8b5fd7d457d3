package suite.realistic;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * A search with early termination. Each worker looks for a divisor of a number in three slices of work, checking
 * with one Iprobe between slices whether rank 0 told it to stop. A worker that finishes sends FOUND, then takes its
 * STOP; rank 0 takes the first FOUND from any worker, tells every worker to STOP (without waiting: a worker may still be sending its FOUND), and collects one BYE from each,
 * taking late FOUNDs on the way. Correct in every execution: a worker that stops early still says BYE. MPI lets
 * any of the polls find the STOP once it is sent (MPI-3.1 §3.8.1), so the search explores workers that stop after
 * each slice, not only the ones the timing shows. For each worker whose FOUND comes first (2), the other stops after
 * its first, second or third slice, and rank 0 takes its BYE before or after the first worker's (3 x 2), or it finds
 * too and rank 0 takes its FOUND and BYE around the first worker's BYE (3): 18 executions.
 */
@Expect(category = "realistic", ranks = 3, interleavings = 18)
public class EarlyStopSearch {
  static final int FOUND = 1;
  static final int STOP = 2;
  static final int BYE = 3;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] message = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, MPI.ANY_SOURCE, FOUND);
      int[] stop = {0};
      Request[] stops = new Request[size - 1];
      for (int worker = 1; worker < size; worker++) {
        stops[worker - 1] = MPI.COMM_WORLD.Isend(stop, 0, 1, MPI.INT, worker, STOP);
      }
      int goodbyes = 0;
      while (goodbyes < size - 1) {
        Status status = MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
        if (status.tag == BYE) {
          goodbyes++;
        }
      }
      Request.Waitall(stops);
    } else {
      boolean stopped = false;
      for (int slice = 0; slice < 3 && !stopped; slice++) {
        message[0] = smallestDivisor(1_000_003L * rank + slice);
        if (MPI.COMM_WORLD.Iprobe(0, STOP) != null) {
          MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, 0, STOP);
          stopped = true;
        }
      }
      if (!stopped) {
        MPI.COMM_WORLD.Send(message, 0, 1, MPI.INT, 0, FOUND);
        MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, 0, STOP);
      }
      MPI.COMM_WORLD.Send(message, 0, 1, MPI.INT, 0, BYE);
    }
    MPI.Finalize();
  }

  static int smallestDivisor(long n) {
    for (int d = 2; (long) d * d <= n; d++) {
      if (n % d == 0) {
        return d;
      }
    }
    return (int) Math.min(n, Integer.MAX_VALUE);
  }
}
