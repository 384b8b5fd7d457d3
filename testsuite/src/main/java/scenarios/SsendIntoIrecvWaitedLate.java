package scenarios;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * A synchronous send completes when its message is matched, not when the receiver waits for it. P0 posts a wildcard
 * Irecv and then blocks in a Recv from P2 before it waits for the Irecv; P1's synchronous send matches the Irecv, and
 * only once it returned does P1 let P2 send to P0. A sender that waited for the receiver's Wait would deadlock here.
 * With the argument {@code issend} P1 uses Issend and Wait instead of Ssend.
 *
 * <p>P0's first receive, a wildcard, takes P3's message; P2's message to P0 exists only after P1's synchronous send
 * matched the Irecv that P0 posted after that first receive completed: it can be no alternative of the first receive.
 */
@Expect(category = "ssend", ranks = 4, interleavings = 1)
public class SsendIntoIrecvWaitedLate {
  public static void main(String[] args) throws Exception {
    String[] own = MPI.Init(args);
    boolean issend = own.length > 0 && own[0].equals("issend");
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] first = new int[1];
      int[] synchronous = new int[1];
      int[] relayed = new int[1];
      MPI.COMM_WORLD.Recv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 3);
      Request irecv = MPI.COMM_WORLD.Irecv(synchronous, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(relayed, 0, 1, MPI.INT, 2, 3);
      irecv.Wait();
      System.out.println("first " + first[0] + " synchronous " + synchronous[0] + " relayed " + relayed[0]);
    } else if (rank == 1) {
      int[] value = {11};
      if (issend) {
        MPI.COMM_WORLD.Issend(value, 0, 1, MPI.INT, 0, 0).Wait();
      } else {
        MPI.COMM_WORLD.Ssend(value, 0, 1, MPI.INT, 0, 0);
      }
      MPI.COMM_WORLD.Send(new int[] {12}, 0, 1, MPI.INT, 2, 1);
    } else if (rank == 2) {
      int[] go = new int[1];
      MPI.COMM_WORLD.Recv(go, 0, 1, MPI.INT, 1, 1);
      MPI.COMM_WORLD.Send(new int[] {go[0] + 10}, 0, 1, MPI.INT, 0, 3);
    } else {
      MPI.COMM_WORLD.Send(new int[] {33}, 0, 1, MPI.INT, 0, 3);
    }
    MPI.Finalize();
  }
}
