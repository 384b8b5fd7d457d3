package suite.realistic;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Master-worker matrix multiplication, the classic DAMPI benchmark: rank 0 hands out rows of A, one at a time, to the
 * first worker that returns a result (Recv with ANY_SOURCE); each result carries its row index, so the master files it
 * correctly whatever the arrival order, and checks C = A x B at the end. With 2 workers and 4 rows, the first three
 * result receives each have two potential matches (both workers are busy) and the last one: 2 x 2 x 2 = 8
 * interleavings, no finding.
 */
@Expect(category = "realistic", ranks = 3, interleavings = 8)
public class MasterWorkerMatmul {
  static final int N = 4;
  static final int WORK = 1;
  static final int STOP = 2;
  static final int RESULT = 3;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int workers = MPI.COMM_WORLD.Size() - 1;
    if (rank == 0) {
      double[][] c = new double[N][];
      int nextRow = 0;
      for (int worker = 1; worker <= workers && nextRow < N; worker++) {
        sendRow(nextRow++, worker);
      }
      double[] result = new double[N + 1];
      for (int received = 0; received < N; received++) {
        Status status = MPI.COMM_WORLD.Recv(result, 0, N + 1, MPI.DOUBLE, MPI.ANY_SOURCE, RESULT);
        c[(int) result[0]] = java.util.Arrays.copyOfRange(result, 1, N + 1);
        if (nextRow < N) {
          sendRow(nextRow++, status.source);
        } else {
          MPI.COMM_WORLD.Send(new double[N + 1], 0, N + 1, MPI.DOUBLE, status.source, STOP);
        }
      }
      check(c);
    } else {
      double[] task = new double[N + 1];
      while (true) {
        Status status = MPI.COMM_WORLD.Recv(task, 0, N + 1, MPI.DOUBLE, 0, MPI.ANY_TAG);
        if (status.tag == STOP) {
          break;
        }
        double[] result = new double[N + 1];
        result[0] = task[0];
        for (int j = 0; j < N; j++) {
          for (int k = 0; k < N; k++) {
            result[1 + j] += task[1 + k] * b(k, j);
          }
        }
        MPI.COMM_WORLD.Send(result, 0, N + 1, MPI.DOUBLE, 0, RESULT);
      }
    }
    MPI.Finalize();
  }

  static double a(int i, int j) {
    return i * N + j + 1;
  }

  static double b(int i, int j) {
    return i == j ? 2 : i - j;
  }

  static void sendRow(int row, int worker) throws Exception {
    double[] task = new double[N + 1];
    task[0] = row;
    for (int k = 0; k < N; k++) {
      task[1 + k] = a(row, k);
    }
    MPI.COMM_WORLD.Send(task, 0, N + 1, MPI.DOUBLE, worker, WORK);
  }

  static void check(double[][] c) {
    for (int i = 0; i < N; i++) {
      for (int j = 0; j < N; j++) {
        double expected = 0;
        for (int k = 0; k < N; k++) {
          expected += a(i, k) * b(k, j);
        }
        if (c[i][j] != expected) {
          throw new IllegalStateException("C[" + i + "][" + j + "] = " + c[i][j] + ", expected " + expected);
        }
      }
    }
  }
}
