package suite.bufferuse;

import mpi.MPI;
import suite.Expect;

/**
 * Each rank sends one value with Gatherv and Allgatherv into blocks one element apart, and sends from an element of
 * the receiving array that lies between those blocks. The receive buffer of a v-variant is its blocks, not the span
 * from the first to the last (MPI-3.1 §5.5): the element between them is no part of it, so nothing aliases.
 */
@Expect(category = "buffer-in-use", ranks = 3, interleavings = 1)
public class GathervAroundItsSendElementCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] counts = {1, 1, 1};
    int[] displacements = {0, 2, 4};
    int[] values = new int[6];
    values[1] = rank + 1; // between the blocks of ranks 0 and 1
    MPI.COMM_WORLD.Gatherv(values, 1, 1, MPI.INT, values, 0, counts, displacements, MPI.INT, 0);
    MPI.COMM_WORLD.Allgatherv(values, 1, 1, MPI.INT, values, 0, counts, displacements, MPI.INT);
    MPI.Finalize();
  }
}
