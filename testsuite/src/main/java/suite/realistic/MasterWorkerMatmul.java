package suite.realistic;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Master-worker matrix multiplication, the classic DAMPI benchmark: rank 0 hands out rows of A, one at a time, to the
 * first worker that returns a result (Recv with ANY_SOURCE); each result carries its row index, so the master files it
 * correctly whatever the arrival order, and checks C = A x B at the end. With 2 workers and 4 rows, the first three
 * result receives each have two potential matches (both workers are busy) and the last one: 2 x 2 x 2 = 8
 * interleavings, no finding. An argument hands out that many tasks instead (task t computes row t mod 4), to scale the
 * program up for benchmarks.
 */
@Expect(category = "realistic", ranks = 3, interleavings = 8)
public class MasterWorkerMatmul {
  static final int N = 4;
  static final int WORK = 1;
  static final int STOP = 2;
  static final int RESULT = 3;

  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int workers = MPI.COMM_WORLD.Size() - 1;
    int tasks = own.length > 0 ? Integer.parseInt(own[0]) : N;
    if (rank == 0) {
      double[][] c = new double[tasks][];
      int nextRow = 0;
      for (int worker = 1; worker <= workers && nextRow < tasks; worker++) {
        sendRow(nextRow++, worker);
      }
      double[] result = new double[N + 1];
      for (int received = 0; received < tasks; received++) {
        Status status = MPI.COMM_WORLD.Recv(result, 0, N + 1, MPI.DOUBLE, MPI.ANY_SOURCE, RESULT);
        c[(int) result[0]] = java.util.Arrays.copyOfRange(result, 1, N + 1);
        if (nextRow < tasks) {
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
      task[1 + k] = a(row % N, k);
    }
    MPI.COMM_WORLD.Send(task, 0, N + 1, MPI.DOUBLE, worker, WORK);
  }

  /** Row {@code i} of {@code c} must be row {@code i mod N} of A x B. */
  static void check(double[][] c) {
    for (int i = 0; i < c.length; i++) {
      for (int j = 0; j < N; j++) {
        double expected = 0;
        for (int k = 0; k < N; k++) {
          expected += a(i % N, k) * b(k, j);
        }
        if (c[i][j] != expected) {
          throw new IllegalStateException("C[" + i + "][" + j + "] = " + c[i][j] + ", expected " + expected);
        }
      }
    }
  }
}
