package suite.ring;

import mpi.MPI;
import suite.Expect;

/**
 * Every rank passes a token to its right neighbour and takes one from its left with Sendrecv, for as many steps as
 * there are ranks, adding up what passes by. Sendrecv cannot deadlock in a ring; named sources: 1 interleaving, no
 * finding; every rank ends with the sum of all ranks.
 */
@Expect(category = "sendrecv-ring", ranks = 4, interleavings = 1)
public class SendrecvRingCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int right = (rank + 1) % size;
    int left = (rank + size - 1) % size;
    int[] token = {rank};
    int[] incoming = new int[1];
    int sum = rank;
    for (int step = 1; step < size; step++) {
      MPI.COMM_WORLD.Sendrecv(token, 0, 1, MPI.INT, right, 0, incoming, 0, 1, MPI.INT, left, 0);
      token[0] = incoming[0];
      sum += token[0];
    }
    if (sum != size * (size - 1) / 2) {
      throw new IllegalStateException("rank " + rank + " summed " + sum);
    }
    MPI.Finalize();
  }
}
