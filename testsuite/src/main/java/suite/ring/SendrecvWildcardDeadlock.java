package suite.ring;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 swaps with rank 1 by Sendrecv, but receives with ANY_SOURCE, and then takes rank 2's report with a named
 * receive. Rank 1 takes rank 0's value and answers; rank 2 sends its report once. Rank 2's message is a potential
 * match of the Sendrecv's receive as well as rank 1's answer: 2 interleavings; when the Sendrecv takes rank 2's
 * report, the named receive from rank 2 waits forever and rank 1's answer is never taken: a deadlock.
 */
@Expect(findings = "deadlock", category = "sendrecv-ring", ranks = 3, interleavings = 2)
public class SendrecvWildcardDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    int[] incoming = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Sendrecv(value, 0, 1, MPI.INT, 1, 0, incoming, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(incoming, 0, 1, MPI.INT, 2, 0);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Recv(incoming, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
