package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Work stealing: rank 0 owns two tasks and polls for a steal request between its own tasks, running one whenever no
 * request is there; rank 1 asks for tasks until told there are none. Each task's description is as long as its
 * number plus two, and the thief receives it into a buffer that fits the longest. Correct in every execution. MPI lets
 * a poll find a request as soon as it is sent and lets one miss it (MPI-3.1 §3.8.1), so which of rank 0's polls
 * first finds the request decides who runs each task: both at home, the first or the second handed out, or both
 * handed out. Four executions, each its own split of the work.
 */
@Expect(category = "probe", ranks = 2, interleavings = 4)
public class WorkStealingBetweenPollsCorrect {
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
      while (true) {
        MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, STEAL);
        int[] task = new int[3];
        MPI.COMM_WORLD.Recv(task, 0, 3, MPI.INT, 0, TASK);
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

  static long run(int task) {
    return (task + 1) * 100L;
  }
}
