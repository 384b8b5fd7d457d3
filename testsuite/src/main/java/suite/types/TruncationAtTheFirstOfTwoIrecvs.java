package suite.types;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 posts two wildcard receives at once, the first for one int and the second for two, and waits for both: rank
 * 1 sends one int, rank 2 two. Two outcomes: the first receive takes rank 1's message (fine) or rank 2's (a truncation,
 * MPI-3.1 §3.2.4, shown at the Waitall). A receive that fails on its message still took it, so the second outcome is
 * one interleaving, whether the device says which message the receive took when it matched or only at completion.
 */
@Expect(findings = {"truncation"}, category = "types", ranks = 3, interleavings = 2)
public final class TruncationAtTheFirstOfTwoIrecvs {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] values = new int[3];
      Request[] both = {MPI.COMM_WORLD.Irecv(values, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0),
          MPI.COMM_WORLD.Irecv(values, 1, 2, MPI.INT, MPI.ANY_SOURCE, 0)};
      Request.Waitall(both);
    } else {
      MPI.COMM_WORLD.Send(new int[rank], 0, rank, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
