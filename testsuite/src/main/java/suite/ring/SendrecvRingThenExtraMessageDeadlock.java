package suite.ring;

import mpi.MPI;
import suite.Expect;

/**
 * A 3-rank ring shift with Sendrecv whose receive half is a wildcard, then rank 1 sends one more message to rank 0.
 * The send and receive halves of a Sendrecv are concurrent (MPI-3.1 §3.10): rank 1 can finish its own Sendrecv, with
 * rank 0's send half, before rank 2's ring value reaches rank 0, so rank 0's receive half may take rank 1's extra
 * message instead. Then the ring value is never received and rank 2 stays in its Sendrecv: a deadlock in 1 of the 2
 * outcomes. Rank 0 receives the extra message after the ring only in the other.
 */
@Expect(findings = {"deadlock"}, category = "ring", ranks = 3, interleavings = 2)
public class SendrecvRingThenExtraMessageDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] out = {rank};
    int[] in = new int[1];
    MPI.COMM_WORLD.Sendrecv(out, 0, 1, MPI.INT, (rank + 1) % 3, 0, in, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    if (rank == 1) {
      MPI.COMM_WORLD.Send(new int[] {99}, 0, 1, MPI.INT, 0, 0);
    } else if (rank == 0) {
      MPI.COMM_WORLD.Recv(in, 0, 1, MPI.INT, 1, 0);
    }
    MPI.Finalize();
  }
}
