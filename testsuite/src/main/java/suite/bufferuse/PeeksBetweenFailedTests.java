package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts a receive from rank 1 before a barrier, then tests it in a loop and peeks at the buffer after every
 * Test that finds it incomplete. Rank 1's message is sent before the barrier, so in the runs' timing the first Test
 * completes and the loop body never runs. A Test may still return false while the message has arrived (MPI-3.1
 * §3.7.3: only repeated Tests must succeed), and then the peek reads a buffer a pending receive fills (§3.7.2). The
 * loop stores nothing: the read itself is what a Test that misses makes the program do.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 2, interleavings = 2)
public class PeeksBetweenFailedTests {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] data = new int[4];
    if (MPI.COMM_WORLD.Rank() == 0) {
      Request pending = MPI.COMM_WORLD.Irecv(data, 0, 4, MPI.INT, 1, 3);
      MPI.COMM_WORLD.Barrier();
      int seenEarly = 0;
      while (pending.Test() == null) {
        if (data[0] != 0) {
          seenEarly++;
        }
      }
      System.out.println("first element " + data[0] + ", seen early " + seenEarly + " times");
    } else {
      for (int i = 0; i < data.length; i++) {
        data[i] = i + 1;
      }
      Request sent = MPI.COMM_WORLD.Isend(data, 0, 4, MPI.INT, 0, 3);
      MPI.COMM_WORLD.Barrier();
      sent.Wait();
    }
    MPI.Finalize();
  }
}
