package suite.bufferuse;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * In a pipeline, rank 1 posts the receive for the next value and forwards the current one from the same array before
 * waiting for the receive: the send reads an element a pending receive writes (MPI-3.1 §3.7.2). A buffer-in-use
 * error at the Send; under MPJ the right value happens to go out.
 */
@Expect(findings = {"buffer-in-use"}, category = "buffer-in-use", ranks = 3, interleavings = 1)
public class ForwardsBeforeTheReceiveCompletes {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = {rank};
    if (rank == 0) {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 1, 0);
    } else if (rank == 1) {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 0, 0);
      Request next = MPI.COMM_WORLD.Irecv(value, 0, 1, MPI.INT, 0, 0);
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 2, 0);
      next.Wait();
    } else {
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, 1, 0);
    }
    MPI.Finalize();
  }
}
