package suite.race;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Rank 1 sends tag 1 and then tag 2 to rank 0, which takes both with Recv(1, ANY_TAG) and expects tag 1 first. Both
 * messages match the first receive and come from one sender on one communicator, so non-overtaking fixes the order:
 * no wildcard source, no epoch, 1 interleaving, no finding.
 */
@Expect(category = "any-tag-race", ranks = 2, interleavings = 1)
public class AnyTagOneSenderCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = new int[1];
    if (rank == 0) {
      Status first = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, MPI.ANY_TAG);
      Status second = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, MPI.ANY_TAG);
      if (first.tag != 1 || second.tag != 2) {
        throw new IllegalStateException("tags " + first.tag + ", " + second.tag);
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 1);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 2);
    }
    MPI.Finalize();
  }
}
