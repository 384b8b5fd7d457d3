package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * COMM_WORLD is split into {0, 1, 2} and {3}. In the first group, its rank 0 takes one message with ANY_SOURCE and then
 * one from its local rank 2, assuming local rank 1 answers first. The two sends are unordered: 2 interleavings; when
 * local rank 2's message is taken first, the named receive waits forever and local rank 1's send is never taken: a
 * deadlock.
 */
@Expect(findings = "deadlock", category = "split-communicator", ranks = 4, interleavings = 2)
public class SplitWildcardDeadlock {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Intracomm group = MPI.COMM_WORLD.Split(rank < 3 ? 0 : 1, rank);
    int local = group.Rank();
    int[] value = {local};
    if (rank < 3) {
      if (local == 0) {
        group.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        group.Recv(value, 0, 1, MPI.INT, 2, 0);
      } else {
        group.Send(value, 0, 1, MPI.INT, 0, 0);
      }
    }
    group.Free();
    MPI.Finalize();
  }
}
