package suite.realistic;

import java.util.Arrays;
import java.util.Random;
import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * A range-partitioned parallel sort: rank r owns keys in [100 r, 100 r + 100), sorts its 5 keys and sends them to rank
 * 0, which takes the chunks with ANY_SOURCE and files each by status.source, so the concatenation is sorted whatever
 * the arrival order; rank 0 checks it. Three unordered senders: 3! = 6 interleavings, no finding.
 */
@Expect(category = "realistic", ranks = 4, interleavings = 6)
public class ParallelSort {
  static final int KEYS = 5;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] chunk = sortedChunk(rank);
    if (rank == 0) {
      int[] all = new int[KEYS * size];
      System.arraycopy(chunk, 0, all, 0, KEYS);
      int[] incoming = new int[KEYS];
      for (int i = 1; i < size; i++) {
        Status status = MPI.COMM_WORLD.Recv(incoming, 0, KEYS, MPI.INT, MPI.ANY_SOURCE, 0);
        System.arraycopy(incoming, 0, all, status.source * KEYS, KEYS);
      }
      checkSorted(all);
    } else {
      MPI.COMM_WORLD.Send(chunk, 0, KEYS, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }

  static int[] sortedChunk(int rank) {
    Random random = new Random(rank);
    int[] keys = new int[KEYS];
    for (int i = 0; i < KEYS; i++) {
      keys[i] = rank * 100 + random.nextInt(100);
    }
    Arrays.sort(keys);
    return keys;
  }

  static void checkSorted(int[] all) {
    for (int i = 1; i < all.length; i++) {
      if (all[i - 1] > all[i]) {
        throw new IllegalStateException("not sorted at " + i + ": " + Arrays.toString(all));
      }
    }
  }
}
