package suite.buffering;

import mpi.MPI;
import suite.Expect;

/**
 * Rank 0 streams 600 messages of a million ints (2.4 GB in all) to rank 1, which receives them in order. Correct
 * under any buffering (MPI-3.1 §3.4, §3.5). Under eager buffering each send completes at once, and an endless system
 * buffer would hold every message rank 1 has not yet taken: MPJ's buffer pool failed past 2 GiB, which read as an
 * exception of the program. The eager model's buffer is bounded instead, and a send waits for space as MPI allows.
 */
@Expect(category = "buffering", ranks = 2, interleavings = 1, buffering = "eager")
public class StreamsLargeMessagesUnderEagerCorrect {
  private static final int MESSAGES = 600;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] block = new int[1_000_000];
    for (int message = 0; message < MESSAGES; message++) {
      if (MPI.COMM_WORLD.Rank() == 0) {
        block[0] = message;
        MPI.COMM_WORLD.Send(block, 0, block.length, MPI.INT, 1, 0);
      } else {
        MPI.COMM_WORLD.Recv(block, 0, block.length, MPI.INT, 0, 0);
        if (block[0] != message) {
          throw new IllegalStateException("message " + message + " arrived as " + block[0]);
        }
      }
    }
    MPI.Finalize();
  }
}
