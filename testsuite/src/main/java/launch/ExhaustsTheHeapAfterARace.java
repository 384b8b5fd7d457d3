package launch;

import java.util.ArrayList;
import java.util.List;
import mpi.MPI;

/**
 * Rank 0 takes one message from every other rank with wildcard receives, one interleaving per order; then rank 1
 * allocates until the heap is exhausted, keeps it all and waits for a message nobody sends. Every interleaving
 * exhausts the heap.
 */
public class ExhaustsTheHeapAfterARace {
  private static List<long[]> kept;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] buffer = new int[1];
    if (rank == 0) {
      for (int other = 1; other < MPI.COMM_WORLD.Size(); other++) {
        MPI.COMM_WORLD.Recv(buffer, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      }
    } else {
      MPI.COMM_WORLD.Send(buffer, 0, 1, MPI.INT, 0, 0);
    }
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
    MPI.Finalize();
  }
}
