package suite.collective;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Even and odd ranks split into two communicators; the even half broadcasts, the odd half enters a Barrier. The
 * sequences differ between the halves but agree within each communicator: no mismatch, and the split communicators
 * are freed.
 */
@Expect(category = "collective", ranks = 4, interleavings = 1)
public final class SplitCollectives {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Intracomm half = MPI.COMM_WORLD.Split(rank % 2, rank);
    int[] value = {rank};
    if (rank % 2 == 0) {
      half.Bcast(value, 0, 1, MPI.INT, 0);
    } else {
      half.Barrier();
    }
    half.Free();
    MPI.Finalize();
  }
}
