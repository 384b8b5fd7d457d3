package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * A duplicated communicator has its own context: messages on it never match receives on its parent (MPI-3.1
 * §6.4.2). 6 ranks split by parity with reversed keys (rank 0 of each half is its highest world rank); each half is
 * cloned. In each half, ranks 1 and 2 send one message on the clone and then one on the half to rank 0, which takes
 * two with ANY_SOURCE on the clone and two on the half: 2 x 2 orders per half, 16 in all, every one correct.
 */
@Expect(category = "split-communicator", ranks = 6, interleavings = 16)
public class ClonedHalvesRaceCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    Intracomm half = MPI.COMM_WORLD.Split(me % 2, -me);
    Intracomm copy = (Intracomm) half.clone();
    int[] value = {me};
    if (half.Rank() == 0) {
      copy.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
      copy.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
      half.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
      half.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
    } else {
      copy.Send(value, 0, 1, MPI.INT, 0, 1);
      half.Send(value, 0, 1, MPI.INT, 0, 1);
    }
    copy.Free();
    half.Free();
    MPI.Finalize();
  }
}
