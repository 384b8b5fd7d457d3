package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * COMM_WORLD is split into evens {0, 2} and odds {1, 3}; the rank 0 of each half (world ranks 0 and 1) leads it. The
 * other two ranks each send one message to both leaders on COMM_WORLD, and each leader takes two messages with
 * ANY_SOURCE there, expecting the first from its own half (it confuses "my group" with "who answers first"). Each
 * leader's first receive has two potential matches, the second the one left: 2 x 2 = 4 interleavings; in the 3 where
 * some leader hears the other half first, the check throws: an exception.
 */
@Expect(findings = "exception", category = "split-communicator", ranks = 4, interleavings = 4)
public class SplitColorOrderAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Intracomm half = MPI.COMM_WORLD.Split(rank % 2, rank);
    int[] value = {rank};
    if (half.Rank() == 0) {
      Status first = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (first.source % 2 != rank % 2) {
        throw new IllegalStateException("leader " + rank + " heard rank " + first.source + " first");
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
    }
    half.Free();
    MPI.Finalize();
  }
}
