package suite.collective;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * A gather's non-root need not wait for anyone (MPI-3.1 §5.14): rank 1 hands its value to the root and may go on
 * before rank 2 has entered the gather, so its message sent after the gather may match rank 2's wildcard receive posted
 * before it. Rank 2 assumes that receive gets rank 0's message, sent before the gather.
 */
@Expect(findings = {"exception"}, category = "collective", ranks = 3, interleavings = 2, buffering = "eager")
public final class GatherAssumedToSynchronise {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] mine = {rank};
    int[] all = new int[3];
    int[] got = new int[1];
    if (rank == 0) {
      MPI.COMM_WORLD.Send(mine, 0, 1, MPI.INT, 2, 0);
      MPI.COMM_WORLD.Gather(mine, 0, 1, MPI.INT, all, 0, 1, MPI.INT, 0);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Gather(mine, 0, 1, MPI.INT, all, 0, 1, MPI.INT, 0);
      MPI.COMM_WORLD.Send(mine, 0, 1, MPI.INT, 2, 0);
    } else {
      Status first = MPI.COMM_WORLD.Recv(got, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (first.source != 0) {
        throw new IllegalStateException("rank 1's message came before the gather");
      }
      MPI.COMM_WORLD.Gather(mine, 0, 1, MPI.INT, all, 0, 1, MPI.INT, 0);
      MPI.COMM_WORLD.Recv(got, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
    }
    MPI.Finalize();
  }
}
