package suite.buffering;

import mpi.MPI;
import suite.Expect;

/**
 * Every rank Sends to its right neighbour, then receives from its left one: a cycle of sends that only system
 * buffering breaks. Under zero buffering every rank waits for the next, a wait-for cycle around the ring.
 */
@Expect(findings = {"deadlock"}, category = "buffering", ranks = 4, interleavings = 1)
public final class RingOfSends {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int[] token = {rank};
    MPI.COMM_WORLD.Send(token, 0, 1, MPI.INT, (rank + 1) % size, 7);
    MPI.COMM_WORLD.Recv(token, 0, 1, MPI.INT, (rank + size - 1) % size, 7);
    MPI.Finalize();
  }
}
