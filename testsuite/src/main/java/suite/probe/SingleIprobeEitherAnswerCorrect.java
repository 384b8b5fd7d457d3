package suite.probe;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Ranks 1 and 2 each send rank 0 one message. Rank 0 looks once with Iprobe(ANY_SOURCE) for an early one and
 * receives it from whoever sent it, then receives what is left with wildcards. Correct whatever the poll answers:
 * it may find rank 1's message, rank 2's, or nothing (MPI-3.1 §3.8.1), and each answer is explored with the order of
 * the receives after it: after finding a message one order is left, after finding nothing two.
 */
@Expect(category = "probe", ranks = 3, interleavings = 4)
public class SingleIprobeEitherAnswerCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] value = {MPI.COMM_WORLD.Rank()};
    if (MPI.COMM_WORLD.Rank() == 0) {
      int received = 0;
      Status early = MPI.COMM_WORLD.Iprobe(MPI.ANY_SOURCE, 0);
      if (early != null) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, early.source, 0);
        received++;
      }
      while (received < 2) {
        MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
        received++;
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
