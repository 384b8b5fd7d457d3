package suite.comm;

import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Even and odd world ranks form the two groups of an intercommunicator. Rank 0 of each group receives one message from
 * every member of the other group with ANY_SOURCE (2 orders on each side: 4 in all) and checks each Status against
 * the value, which is the sender's world rank: remote rank r of the even group is world rank 2r, of the odd group
 * 2r+1. The groups then merge and sum over the merged communicator.
 */
@Expect(category = "split-communicator", ranks = 4, interleavings = 4, buffering = "eager")
public final class IntercommBothWaysCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    int color = me % 2;
    Intracomm local = MPI.COMM_WORLD.Split(color, me);
    Intercomm inter = MPI.COMM_WORLD.Create_intercomm(local, 0, 1 - color, 7);
    int[] value = {me};
    inter.Send(value, 0, 1, MPI.INT, 0, 3);
    if (local.Rank() == 0) {
      for (int i = 0; i < inter.Remote_size(); i++) {
        Status status = inter.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 3);
        if (value[0] != 2 * status.source + (1 - color)) {
          throw new IllegalStateException("remote rank " + status.source + " sent world rank " + value[0]);
        }
      }
    }
    Intracomm merged = inter.Merge(color == 1);
    int[] sum = new int[1];
    merged.Allreduce(new int[] {1}, 0, sum, 0, 1, MPI.INT, MPI.SUM);
    if (sum[0] != MPI.COMM_WORLD.Size()) {
      throw new IllegalStateException("the merged communicator has " + sum[0] + " members");
    }
    merged.Free();
    inter.Free();
    local.Free();
    MPI.Finalize();
  }
}
