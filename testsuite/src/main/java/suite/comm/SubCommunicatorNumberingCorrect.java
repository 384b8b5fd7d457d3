package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Ranks of a communicator from Split are numbered within the communicator, not as in COMM_WORLD. With 4 ranks split
 * by parity and ordered by descending world rank, world 2 is rank 0 of the even half and world 0 its rank 1; world 3
 * is rank 0 of the odd half and world 1 its rank 1. Each half sends one message from its rank 1 to its rank 0, and
 * both halves share one context id (MPJ gives disjoint groups of one Split the same context). Every message is
 * received, so the program is correct: a verifier that read communicator ranks as world ranks would take world 0 or
 * world 1 for the receiver and call the messages never received.
 */
@Expect(category = "split-communicator", ranks = 4, interleavings = 1)
public class SubCommunicatorNumberingCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    Intracomm half = MPI.COMM_WORLD.Split(me % 2, -me);
    int[] value = {me};
    if (half.Rank() == 1) {
      half.Send(value, 0, 1, MPI.INT, 0, 5);
    } else {
      half.Recv(value, 0, 1, MPI.INT, 1, 5);
      if (value[0] != me - 2) {
        throw new IllegalStateException("world " + me + " got " + value[0] + " from its half's rank 1");
      }
    }
    half.Free();
    MPI.Finalize();
  }
}
