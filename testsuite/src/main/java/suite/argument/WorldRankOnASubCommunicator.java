package suite.argument;

import mpi.Intracomm;
import mpi.MPI;
import suite.Expect;

/**
 * The ranks split into pairs (0 and 1, 2 and 3); in each pair the second sends to the first, which receives from the
 * second's world rank instead of its rank in the pair. For the pair {2, 3}, source 3 is no rank of the two-member
 * communicator (MPI-3.1 §3.2.3): an invalid argument at the Recv.
 */
@Expect(findings = {"invalid-argument"}, category = "invalid-argument", ranks = 4, interleavings = 1)
public class WorldRankOnASubCommunicator {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int world = MPI.COMM_WORLD.Rank();
    Intracomm pair = MPI.COMM_WORLD.Split(world / 2, world);
    int[] data = {world};
    if (pair.Rank() == 1) {
      pair.Send(data, 0, 1, MPI.INT, 0, 0);
    } else {
      pair.Recv(data, 0, 1, MPI.INT, world + 1, 0);
    }
    pair.Free();
    MPI.Finalize();
  }
}
