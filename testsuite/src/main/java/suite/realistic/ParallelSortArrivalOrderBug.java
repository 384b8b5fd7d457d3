package suite.realistic;

import mpi.MPI;
import suite.Expect;

/**
 * {@link ParallelSort} with a planted bug: rank 0 appends the chunks in the order they arrive instead of filing them
 * by sender, which is right only when the workers answer in rank order (as they usually do: lower ranks start first).
 * The same 6 interleavings; in the 5 where the chunks arrive out of rank order the result is not sorted and the check
 * throws: an exception.
 */
@Expect(findings = "exception", category = "realistic", ranks = 4, interleavings = 6)
public class ParallelSortArrivalOrderBug {
  static final int KEYS = ParallelSort.KEYS;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] chunk = ParallelSort.sortedChunk(rank);
    if (rank == 0) {
      int[] all = new int[KEYS * size];
      System.arraycopy(chunk, 0, all, 0, KEYS);
      for (int i = 1; i < size; i++) {
        MPI.COMM_WORLD.Recv(all, i * KEYS, KEYS, MPI.INT, MPI.ANY_SOURCE, 0);
      }
      ParallelSort.checkSorted(all);
    } else {
      MPI.COMM_WORLD.Send(chunk, 0, KEYS, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
