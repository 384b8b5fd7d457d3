package suite.ready;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends a token and receives the answer in one Sendrecv; rank 1 receives the token and answers with Rsend.
 * The two halves of a Sendrecv run as if in two concurrent threads (MPI-3.1 §3.10), so the token may reach rank 1
 * before rank 0's receive half is posted, and the ready send may start before its receive is posted: erroneous
 * (§3.4), under every buffering. Posting an Irecv before sending the token is the correct form.
 */
@Expect(findings = {"ready-mode"}, category = "ready-mode", ranks = 2, interleavings = 1)
public class ReadySendAnsweringASendrecv {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] token = {1};
    int[] answer = new int[1];
    if (MPI.COMM_WORLD.Rank() == 0) {
      MPI.COMM_WORLD.Sendrecv(token, 0, 1, MPI.INT, 1, 0, answer, 0, 1, MPI.INT, 1, 1);
    } else if (MPI.COMM_WORLD.Rank() == 1) {
      MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Rsend(answer, 0, 1, MPI.INT, 0, 1);
    }
    MPI.Finalize();
  }
}
