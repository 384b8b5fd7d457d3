package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * COMM_WORLD is split into {0, 1, 2} and {3}. In the first group, its rank 0 takes two messages with ANY_SOURCE on the
 * new communicator and adds them up; rank 3 is alone and only checks its group size. Two unordered senders: 2
 * interleavings, no finding.
 */
@Expect(category = "split-communicator", ranks = 4, interleavings = 2)
public class SplitWildcardCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Intracomm group = MPI.COMM_WORLD.Split(rank < 3 ? 0 : 1, rank);
    int local = group.Rank();
    int[] value = {local};
    if (rank == 3) {
      if (group.Size() != 1) {
        throw new IllegalStateException("group of rank 3 has " + group.Size() + " ranks");
      }
    } else if (local == 0) {
      int sum = 0;
      for (int i = 0; i < 2; i++) {
        group.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        sum += value[0];
      }
      if (sum != 3) {
        throw new IllegalStateException("sum " + sum);
      }
    } else {
      group.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    group.Free();
    MPI.Finalize();
  }
}
