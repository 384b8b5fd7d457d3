package suite.hostile;

import java.util.ArrayList;
import java.util.List;
import mpi.MPI;
import suite.Expect;

/**
 * Rank 1 allocates until the heap is exhausted, catches the OutOfMemoryError and keeps everything it allocated, then
 * waits for a message nobody sends. On multicore the heap is the verifier's too: its own threads once died of the
 * same error, and the run ignored its time limit and even SIGTERM. The verifier watches the heap and ends the run
 * before it is exhausted: an uncaught OutOfMemoryError of rank 1 at the allocating line, whoever catches it.
 */
@Expect(findings = {"exception"}, category = "hostile", ranks = 2, interleavings = 1)
public final class KeepsTheHeapAfterOutOfMemory {
  private static List<long[]> kept;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] buffer = new int[1];
    if (rank == 1) {
      List<long[]> hog = new ArrayList<>();
      try {
        while (true) {
          hog.add(new long[8 * 1024]);
        }
      } catch (OutOfMemoryError e) {
        kept = hog;
      }
      MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, 0, 5);
    }
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, 1, 0);
    }
    MPI.Finalize();
  }
}
