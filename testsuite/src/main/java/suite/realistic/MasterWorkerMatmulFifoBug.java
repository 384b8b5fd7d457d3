package suite.realistic;

import java.util.ArrayDeque;
import java.util.Deque;
import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * {@link MasterWorkerMatmul} with a planted bug: results no longer carry their row index; the master files each
 * result under the oldest row still out (a FIFO of dispatched rows), assuming workers finish in dispatch order. The
 * same 8 interleavings as the correct program (the check runs after all results are in); in those where a later row
 * comes back first, C has rows swapped and the check throws: an exception.
 */
@Expect(findings = "exception", category = "realistic", ranks = 3, interleavings = 8)
public class MasterWorkerMatmulFifoBug {
  static final int N = MasterWorkerMatmul.N;
  static final int WORK = 1;
  static final int STOP = 2;
  static final int RESULT = 3;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int workers = MPI.COMM_WORLD.Size() - 1;
    if (rank == 0) {
      double[][] c = new double[N][];
      Deque<Integer> outstanding = new ArrayDeque<>();
      int nextRow = 0;
      for (int worker = 1; worker <= workers && nextRow < N; worker++) {
        outstanding.add(nextRow);
        sendRow(nextRow++, worker);
      }
      double[] result = new double[N];
      for (int received = 0; received < N; received++) {
        Status status = MPI.COMM_WORLD.Recv(result, 0, N, MPI.DOUBLE, MPI.ANY_SOURCE, RESULT);
        c[outstanding.remove()] = result.clone();
        if (nextRow < N) {
          outstanding.add(nextRow);
          sendRow(nextRow++, status.source);
        } else {
          MPI.COMM_WORLD.Send(new double[N], 0, N, MPI.DOUBLE, status.source, STOP);
        }
      }
      MasterWorkerMatmul.check(c);
    } else {
      double[] row = new double[N];
      while (true) {
        Status status = MPI.COMM_WORLD.Recv(row, 0, N, MPI.DOUBLE, 0, MPI.ANY_TAG);
        if (status.tag == STOP) {
          break;
        }
        double[] result = new double[N];
        for (int j = 0; j < N; j++) {
          for (int k = 0; k < N; k++) {
            result[j] += row[k] * MasterWorkerMatmul.b(k, j);
          }
        }
        MPI.COMM_WORLD.Send(result, 0, N, MPI.DOUBLE, 0, RESULT);
      }
    }
    MPI.Finalize();
  }

  static void sendRow(int row, int worker) throws Exception {
    double[] task = new double[N];
    for (int k = 0; k < N; k++) {
      task[k] = MasterWorkerMatmul.a(row, k);
    }
    MPI.COMM_WORLD.Send(task, 0, N, MPI.DOUBLE, worker, WORK);
  }
}
