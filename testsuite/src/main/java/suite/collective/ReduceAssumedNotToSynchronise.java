package suite.collective;

import mpi.MPI;
import suite.Expect;

/**
 * The other side of MPI-3.1 §5.14: a program must not rely on a collective leaving early either. Rank 1 sends to rank 2
 * only after the reduce, and rank 2 enters the reduce only after receiving it. MPJ's reduce tree lets rank 1 leave
 * without rank 2, but a reduce may synchronise all members, and then the two wait for each other: under zero buffering,
 * where every collective synchronises, this is a deadlock.
 */
@Expect(findings = {"deadlock"}, category = "collective", ranks = 3, interleavings = 1)
public final class ReduceAssumedNotToSynchronise {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] mine = {rank};
    int[] sum = new int[1];
    if (rank == 1) {
      MPI.COMM_WORLD.Reduce(mine, 0, sum, 0, 1, MPI.INT, MPI.SUM, 0);
      MPI.COMM_WORLD.Send(mine, 0, 1, MPI.INT, 2, 0);
    } else if (rank == 2) {
      MPI.COMM_WORLD.Recv(sum, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Reduce(mine, 0, sum, 0, 1, MPI.INT, MPI.SUM, 0);
    } else {
      MPI.COMM_WORLD.Reduce(mine, 0, sum, 0, 1, MPI.INT, MPI.SUM, 0);
    }
    MPI.Finalize();
  }
}
