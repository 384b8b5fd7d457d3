package suite.comm;

import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * World rank 0 alone forms one group of an intercommunicator, ranks 1 to 3 the other (MPI-3.1 §6.6). Each of the three
 * sends one message to rank 0 of the remote group, which takes them with ANY_SOURCE; a source on an intercommunicator
 * is a rank of the remote group. Rank 0 assumes remote rank 0 comes first and throws when remote rank 1 or 2 does:
 * those 2 interleavings, and the 2 orders of the last two receives after remote rank 0.
 */
@Expect(findings = {"exception"}, category = "split-communicator", ranks = 4, interleavings = 4)
public final class IntercommWildcardOrderAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    int color = me == 0 ? 0 : 1;
    Intracomm local = MPI.COMM_WORLD.Split(color, me);
    Intercomm inter = MPI.COMM_WORLD.Create_intercomm(local, 0, color == 0 ? 1 : 0, 7);
    int[] value = {me};
    if (color == 0) {
      Status first = inter.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 3);
      if (first.source != 0) {
        throw new IllegalStateException("remote rank " + first.source + " came first");
      }
      inter.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 3);
      inter.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 3);
    } else {
      inter.Send(value, 0, 1, MPI.INT, 0, 3);
    }
    inter.Free();
    local.Free();
    MPI.Finalize();
  }
}
