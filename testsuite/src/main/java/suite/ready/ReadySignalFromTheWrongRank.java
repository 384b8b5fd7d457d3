package suite.ready;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 2 posts its receive for rank 0's ready send and then tells rank 0 it is ready; rank 1 also sends rank 0 a
 * message with the same tag. Rank 0 takes the first such message from anyone as rank 2's signal and ready-sends. In
 * the outcome where rank 1's message comes first, the ready send can start before rank 2 has posted its receive
 * (rank 2 is still busy): a ready-mode error at the Rsend (MPI-3.1 §3.4), in one of the 2 outcomes.
 */
@Expect(findings = {"ready-mode"}, category = "ready-mode", ranks = 3, interleavings = 2)
public class ReadySignalFromTheWrongRank {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
      MPI.COMM_WORLD.Rsend(value, 0, 1, MPI.INT, 2, 5);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 1);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 1);
    } else {
      Thread.sleep(300); // preparing the buffer takes a while
      int[] received = new int[1];
      Request posted = MPI.COMM_WORLD.Irecv(received, 0, 1, MPI.INT, 0, 5);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 1);
      posted.Wait();
    }
    MPI.Finalize();
  }
}
