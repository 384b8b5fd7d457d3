package suite.probe;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 alternates Iprobe for tag 1 and Iprobe for tag 2 from rank 1, with no other call between them, until it has
 * received one message of each; rank 1 Isends tag 1, then tag 2, and waits for both. A probe for one tag may find the
 * later message first (MPI-3.1 §3.5: order holds only between messages a receive could match both of), so there are
 * two outcomes, and no finding. A run forced to find nothing at both probes alternates two questions for ever; it is
 * told apart as infeasible within the grace period of a forced loop, not at the run's time limit.
 */
@Expect(category = "probe", ranks = 2, interleavings = 2)
public class PollsTwoTagsInTurnCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] first = new int[1];
    int[] second = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      boolean gotFirst = false;
      boolean gotSecond = false;
      while (!gotFirst || !gotSecond) {
        if (!gotFirst && MPI.COMM_WORLD.Iprobe(1, 1) != null) {
          MPI.COMM_WORLD.Recv(first, 0, 1, MPI.INT, 1, 1);
          gotFirst = true;
        }
        if (!gotSecond && MPI.COMM_WORLD.Iprobe(1, 2) != null) {
          MPI.COMM_WORLD.Recv(second, 0, 1, MPI.INT, 1, 2);
          gotSecond = true;
        }
      }
    } else {
      Request one = MPI.COMM_WORLD.Isend(first, 0, 1, MPI.INT, 0, 1);
      Request two = MPI.COMM_WORLD.Isend(second, 0, 1, MPI.INT, 0, 2);
      one.Wait();
      two.Wait();
    }
    MPI.Finalize();
  }
}
