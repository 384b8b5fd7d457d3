package suite.ring;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * A ring where every rank receives with ANY_SOURCE in its Sendrecv: only the left neighbour ever sends to a rank, so
 * every wildcard receive has exactly one potential match. 1 interleaving, no finding; a verifier that offered other
 * senders would force matches no execution makes.
 */
@Expect(category = "sendrecv-ring", ranks = 4, interleavings = 1)
public class SendrecvWildcardRingCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int left = (rank + size - 1) % size;
    int[] token = {rank};
    int[] incoming = new int[1];
    for (int step = 1; step < size; step++) {
      Status status = MPI.COMM_WORLD.Sendrecv(token, 0, 1, MPI.INT, (rank + 1) % size, 0, incoming, 0, 1, MPI.INT,
          MPI.ANY_SOURCE, 0);
      if (status.source != left) {
        throw new IllegalStateException("rank " + rank + " heard from rank " + status.source);
      }
      token[0] = incoming[0];
    }
    MPI.Finalize();
  }
}
