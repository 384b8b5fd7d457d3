package suite.leak;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * Rank 0 gathers one reply with two wildcard receives and a single Waitany, and forgets the other receive. Both
 * workers' messages arrive, so that receive matches too, but it is never completed: an active request at
 * MPI_Finalize (MPI-3.1 §3.7.3, §8.7) in every interleaving, and nothing else. Its message was received (matching is
 * receiving, §3.5), so no message is left unreceived. Two matchings times the two requests Waitany may return: four
 * outcomes, on either device, whether or not the device says at once which receive a message matched.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 3, interleavings = 4)
public class WaitanyLeavesAMatchedReceive {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] replies = new int[2];
      Request[] pending = {MPI.COMM_WORLD.Irecv(replies, 0, 1, MPI.INT, MPI.ANY_SOURCE, 3),
          MPI.COMM_WORLD.Irecv(replies, 1, 1, MPI.INT, MPI.ANY_SOURCE, 3)};
      Request.Waitany(pending);
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank * 10}, 0, 1, MPI.INT, 0, 3);
    }
    MPI.Finalize();
  }
}
