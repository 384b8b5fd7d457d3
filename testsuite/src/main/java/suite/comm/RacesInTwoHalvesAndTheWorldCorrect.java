package suite.comm;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * Three independent wildcard races, two of them inside the halves of one Split (which share a context id and number
 * their ranks alike) and one on COMM_WORLD. 6 ranks split by parity with reversed keys: the even half is world 4, 2,
 * 0 (rank 0 is world 4), the odd half world 5, 3, 1 (rank 0 is world 5). In each half, rank 0 takes one message from
 * each of ranks 1 and 2 with two ANY_SOURCE receives: 2 orders per half. Then world 0 and world 2 each send one message
 * to world 1 on COMM_WORLD, which takes both with ANY_SOURCE: 2 orders. 2 x 2 x 2 = 8 outcomes, all correct.
 */
@Expect(category = "split-communicator", ranks = 6, interleavings = 8)
public class RacesInTwoHalvesAndTheWorldCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int me = MPI.COMM_WORLD.Rank();
    Intracomm half = MPI.COMM_WORLD.Split(me % 2, -me);
    int[] value = {me};
    if (half.Rank() == 0) {
      half.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 3);
      half.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 3);
    } else {
      half.Send(value, 0, 1, MPI.INT, 0, 3);
    }
    if (me == 1) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 4);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 4);
    } else if (me == 0 || me == 2) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 4);
    }
    half.Free();
    MPI.Finalize();
  }
}
