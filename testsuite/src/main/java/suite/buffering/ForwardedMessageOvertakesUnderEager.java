package suite.buffering;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 sends to rank 1 and then to rank 2, which forwards its message to rank 1; rank 1 assumes its first wildcard
 * receive gets rank 0's message. Messages from different senders are not ordered (MPI-3.1 §3.5), and a standard
 * Send may return before its message is received (§3.4), so rank 0's message may still be in transit when rank 2's
 * arrives: a race, which eager buffering shows (two outcomes, one of them the exception). Under zero buffering rank
 * 0's Send returns only once its message was taken, so the race is not there: each model finds bugs the other
 * cannot, and a correct program passes both.
 */
@Expect(findings = {"exception"}, category = "buffering", ranks = 3, interleavings = 2, buffering = "eager")
public class ForwardedMessageOvertakesUnderEager {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] message = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Send(message, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Send(message, 0, 1, MPI.INT, 2, 0);
    } else if (rank == 2) {
      MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, 0, 0);
      message[0] = rank;
      MPI.COMM_WORLD.Send(message, 0, 1, MPI.INT, 1, 0);
    } else {
      MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (message[0] != 0) {
        throw new IllegalStateException("rank 2's forwarded message came before rank 0's own");
      }
      MPI.COMM_WORLD.Recv(message, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    }
    MPI.Finalize();
  }
}
