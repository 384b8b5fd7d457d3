package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Rank 0 posts a wildcard Irecv and then a wildcard Recv; when the Recv's message comes from rank 2, it adds the
 * Irecv's value before waiting for it: a read of a receive buffer a pending operation still fills (MPI-3.1 §3.7.2).
 * Only the outcome where the Irecv matches rank 1 reaches the read, so the search must force it; under MPJ the read
 * sees 0 instead of rank 1's value, silently.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 3, interleavings = 2)
public class PeeksAtAWildcardReceiveOnOneOutcome {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    if (rank == 0) {
      int[] first = new int[1];
      int[] second = new int[1];
      Request early = MPI.COMM_WORLD.Irecv(first, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      Status status = MPI.COMM_WORLD.Recv(second, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      int sum = second[0];
      if (status.source == 2) {
        sum += first[0];
      }
      early.Wait();
      System.out.println("sum " + sum);
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, 0);
    }
    MPI.Finalize();
  }
}
