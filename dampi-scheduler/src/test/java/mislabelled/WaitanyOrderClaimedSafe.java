package mislabelled;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * A wrong label on purpose, to show that selftest names a program whose label dampi does not confirm: this is
 * {@code suite.nonblocking.WaitanyOrderAssumed} (an exception when Waitany completes rank 2's receive first)
 * labelled as correct.
 */
@Expect(category = "waitany", ranks = 3, interleavings = 2)
public class WaitanyOrderClaimedSafe {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      Request[] requests = {
          MPI.COMM_WORLD.Irecv(new int[1], 0, 1, MPI.INT, 1, 0),
          MPI.COMM_WORLD.Irecv(new int[1], 0, 1, MPI.INT, 2, 0)};
      Status first = Request.Waitany(requests);
      if (first.index != 0) {
        throw new IllegalStateException("rank 2's message completed first");
      }
      Request.Waitall(requests);
    } else {
      if (rank == 2) {
        Thread.sleep(200);
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
