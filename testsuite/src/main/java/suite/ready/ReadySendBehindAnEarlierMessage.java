package suite.ready;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 1 posts one receive that takes any tag from rank 0 and, after the barrier, waits for it and only then posts the
 * receive for rank 0's ready send. Rank 0 sends a first message and then ready-sends. The early receive was posted
 * before the barrier, but non-overtaking (MPI-3.1 §3.5) gives it the first message, so the ready send's matching
 * receive is the later one, which nothing orders before the ready send: erroneous in every execution (§3.4). A check
 * that took the early receive, still waiting for its Wait, for the matching one was silent in about half the runs.
 */
@Expect(findings = {"ready-mode"}, category = "ready-mode", ranks = 2, interleavings = 1)
public class ReadySendBehindAnEarlierMessage {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] first = {1};
    int[] second = {2};
    if (rank == 0) {
      MPI.COMM_WORLD.Barrier();
      MPI.COMM_WORLD.Send(first, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Rsend(second, 0, 1, MPI.INT, 1, 1);
    } else if (rank == 1) {
      Request early = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, 0, MPI.ANY_TAG);
      MPI.COMM_WORLD.Barrier();
      early.Wait();
      MPI.COMM_WORLD.Recv(second, 0, 1, MPI.INT, 0, 1);
    }
    MPI.Finalize();
  }
}
