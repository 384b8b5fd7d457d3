package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 waits for the first of two workers' replies with Waitany and hands a token to whoever replied first; the
 * workers assume that is always rank 1, which passes the token on to rank 2. When Waitany returns rank 2's reply, rank
 * 2 waits for the token from rank 1 and rank 1 for the token from rank 0, which rank 0 sent to rank 2: a deadlock.
 * Which receive each reply matched, and which request Waitany returns, are both free (MPI-3.1 §3.7.5): four outcomes,
 * the deadlock in the two where Waitany returns rank 2's.
 */
@Expect(findings = {"deadlock"}, category = "nonblocking", ranks = 3, interleavings = 4)
public class TokenToTheFirstReplyAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] token = new int[1];
    if (rank == 0) {
      int[] replies = new int[2];
      Request[] pending = {MPI.COMM_WORLD.Irecv(replies, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0),
          MPI.COMM_WORLD.Irecv(replies, 1, 1, MPI.INT, MPI.ANY_SOURCE, 0)};
      Status first = Request.Waitany(pending);
      MPI.COMM_WORLD.Send(new int[] {7}, 0, 1, MPI.INT, first.source, 1);
      pending[1 - first.index].Wait();
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, 0, 1);
      MPI.COMM_WORLD.Send(token, 0, 1, MPI.INT, 2, 2);
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, 1, 2);
    }
    MPI.Finalize();
  }
}
