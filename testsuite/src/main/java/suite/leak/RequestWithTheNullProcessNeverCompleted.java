package suite.leak;

import mpi.MPI;
import mpi.Request;
import suite.Expect;

/**
 * A halo exchange on a line of ranks: each rank sends to both neighbours with Isend, the end ranks to MPI.PROC_NULL
 * past the edge, and completes only the requests of its real neighbours. A request with the null process is an active
 * request like any other until it is completed (MPI-3.1 §3.11, §3.7.3), so the end ranks leave one at MPI_Finalize.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 3, interleavings = 1)
public class RequestWithTheNullProcessNeverCompleted {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int size = MPI.COMM_WORLD.Size();
    int left = rank == 0 ? MPI.PROC_NULL : rank - 1;
    int right = rank == size - 1 ? MPI.PROC_NULL : rank + 1;
    int[] edge = {rank};
    int[] fromLeft = new int[1];
    int[] fromRight = new int[1];
    Request toLeft = MPI.COMM_WORLD.Isend(edge, 0, 1, MPI.INT, left, 0);
    Request toRight = MPI.COMM_WORLD.Isend(edge, 0, 1, MPI.INT, right, 0);
    if (left != MPI.PROC_NULL) {
      MPI.COMM_WORLD.Recv(fromLeft, 0, 1, MPI.INT, left, 0);
      toLeft.Wait();
    }
    if (right != MPI.PROC_NULL) {
      MPI.COMM_WORLD.Recv(fromRight, 0, 1, MPI.INT, right, 0);
      toRight.Wait();
    }
    MPI.Finalize();
  }
}
