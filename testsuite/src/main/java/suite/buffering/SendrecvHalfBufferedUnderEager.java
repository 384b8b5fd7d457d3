package suite.buffering;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0's Sendrecv sends to rank 1, which receives that message only after it has received a later one: the send
 * half is a standard send (MPI-3.1 §3.10), so this program needs buffering. With eager buffering the half completes at
 * once and the program ends cleanly; MPJ's multicore device completes it only when received, which read as a deadlock
 * before the half was sent as an eager Send is. {@link SendrecvHalfNeedsBuffering} is the same program under zero
 * buffering.
 */
@Expect(category = "buffering", ranks = 2, interleavings = 1, buffering = "eager")
public final class SendrecvHalfBufferedUnderEager {
  public static void main(String[] args) throws Exception {
    SendrecvHalfNeedsBuffering.main(args);
  }
}
