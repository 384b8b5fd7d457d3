package suite.persistent;

import mpi.MPI;
import mpi.Prequest;
import suite.Expect;

/**
 * Rank 0 runs a persistent Recv_init(ANY_SOURCE) twice and expects rank 1's message in the first round (rank 2 is
 * slow: it sleeps before sending). The two sends are unordered, so the first round may take rank 2's message and the
 * check throws: an exception in some executions. Each Start is an epoch: the first round's two sources, then the second
 * round's one remaining message.
 */
@Expect(findings = "exception", category = "persistent", ranks = 3, interleavings = 2)
public class PersistentWildcardOrderAssumed {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      Prequest receive = MPI.COMM_WORLD.Recv_init(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      for (int round = 0; round < 2; round++) {
        receive.Start();
        receive.Wait();
        if (round == 0 && value[0] != 1) {
          throw new IllegalStateException("first round took rank " + value[0]);
        }
      }
    } else {
      if (rank == 2) {
        Thread.sleep(200);
      }
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
