package suite.leak;

import mpi.Datatype;
import mpi.MPI;
import suite.Expect;

/**
 * Every rank commits a contiguous datatype twice, sends one element of it around a ring, and frees it once.
 * Committing a committed datatype is allowed and changes nothing (MPI-3.1 §4.1.9): it is one object, freed once.
 */
@Expect(category = "leak", ranks = 2, interleavings = 1)
public final class DatatypeCommittedTwiceCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Datatype pair = Datatype.Contiguous(2, MPI.INT);
    pair.Commit();
    pair.Commit();
    int[] out = {1, 2};
    int[] in = new int[2];
    int right = (MPI.COMM_WORLD.Rank() + 1) % MPI.COMM_WORLD.Size();
    int left = (MPI.COMM_WORLD.Rank() + MPI.COMM_WORLD.Size() - 1) % MPI.COMM_WORLD.Size();
    MPI.COMM_WORLD.Sendrecv(out, 0, 1, pair, right, 0, in, 0, 1, pair, left, 0);
    pair.free();
    MPI.Finalize();
  }
}
