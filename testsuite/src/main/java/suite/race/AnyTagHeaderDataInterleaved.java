package suite.race;

import mpi.MPI;
import mpi.Status;
import suite.Expect;

/**
 * Each of two workers sends a header (tag 0: its id) and then its data (tag 1). Rank 0 takes all four messages with
 * ANY_SOURCE and ANY_TAG and attributes data to the worker of the last header seen, assuming a worker's header and
 * data arrive back to back. Each worker's two messages stay in order (non-overtaking), but the two workers' streams
 * interleave freely: C(4,2) = 6 orders, so 6 interleavings; in the 4 where a header of one worker falls between the
 * other's header and data, the data is attributed to the wrong worker and the check throws.
 */
@Expect(findings = "exception", category = "any-tag-race", ranks = 3, interleavings = 6)
public class AnyTagHeaderDataInterleaved {
  static final int HEADER = 0;
  static final int DATA = 1;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = new int[1];
    if (rank == 0) {
      int currentWorker = -1;
      int[] dataOf = new int[3];
      for (int i = 0; i < 4; i++) {
        Status status = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
        if (status.tag == HEADER) {
          currentWorker = value[0];
        } else {
          dataOf[currentWorker] = value[0];
        }
      }
      if (dataOf[1] != 100 || dataOf[2] != 200) {
        throw new IllegalStateException("data of worker 1: " + dataOf[1] + ", of worker 2: " + dataOf[2]);
      }
    } else {
      MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, 0, HEADER);
      MPI.COMM_WORLD.Send(new int[] {rank * 100}, 0, 1, MPI.INT, 0, DATA);
    }
    MPI.Finalize();
  }
}
