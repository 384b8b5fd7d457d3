package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * {@link WorkStealingBetweenPollsCorrect} with its bug: the thief receives a task into two ints, which fits task 0
 * (two ints) but not task 1 (three), and task 1 is the one rank 0 hands out when it serves a request before it has run
 * a task of its own. The thief sets up before it asks, so in the runs' timing rank 0's first poll finds nothing and it runs task 1 itself; MPI lets that
 * poll find the request (MPI-3.1 §3.8.1), and the thief's receive then truncates (§3.2.4). Three executions: both
 * tasks at home, task 0 handed out, task 1 handed out (the thief stops at its error).
 */
@Expect(findings = "truncation", category = "probe", ranks = 2, interleavings = 3)
public class WorkStealingServedFirstTruncation {
  static final int STEAL = 1;
  static final int TASK = 2;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    long[] done = {0};
    if (rank == 0) {
      int tasks = 2;
      boolean thiefDone = false;
      while (tasks > 0 || !thiefDone) {
        Status request = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, STEAL);
        if (request != null) {
          int[] ask = new int[1];
          MPI.COMM_WORLD.Recv(ask, 0, 1, MPI.INT, request.source, STEAL);
          int[] task = new int[3];
          if (tasks > 0) {
            tasks--;
            task[0] = 1;
            task[1] = tasks;
          } else {
            thiefDone = true;
          }
          MPI.COMM_WORLD.Send(task, 0, 2 + task[1], MPI.INT, request.source, TASK);
        } else if (tasks > 0) {
          tasks--;
          done[0] += run(tasks);
        }
      }
    } else {
      done[0] = prepare(); // the thief sets up first: in the runs' timing rank 0 has run a task before it asks
      while (true) {
        MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, STEAL);
        int[] task = new int[3];
        MPI.COMM_WORLD.Recv(task, 0, 2, MPI.INT, 0, TASK);
        if (task[0] == 0) {
          break;
        }
        done[0] += run(task[1]);
      }
    }
    long[] total = {0};
    MPI.COMM_WORLD.Reduce(done, 0, total, 0, 1, MPI.LONG, MPI.SUM, 0);
    if (rank == 0 && total[0] != run(0) + run(1)) {
      throw new IllegalStateException("the tasks added up to " + total[0]);
    }
    MPI.Finalize();
  }

  static long prepare() {
    long sum = 0;
    for (long i = 0; i < 20_000_000L; i++) {
      sum += i % 7;
    }
    return sum == 0 ? 1 : 0;
  }

  static long run(int task) {
    return (task + 1) * 100L;
  }
}
