package suite.nonblocking;

import mpi.MPI;
import mpi.Request;
import mpi.Status;
import suite.Expect;

/**
 * Two ranks at the ends of a chain each post a receive from both neighbours, the missing one being MPI.PROC_NULL,
 * send to both, and complete the receives with two Waitany calls. A receive from the null process is an active
 * request that completes at once with source PROC_NULL (MPI-3.1 §3.11), so Waitany may return it first or second
 * (§3.7.5 returns UNDEFINED only when no request is active): two outcomes per rank, four in all, none with a finding.
 */
@Expect(category = "nonblocking", ranks = 2, interleavings = 4)
public class WaitanyOverTheNullProcessCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    int left = rank == 0 ? MPI.PROC_NULL : rank - 1;
    int right = rank == 1 ? MPI.PROC_NULL : rank + 1;
    int[] fromLeft = {-1};
    int[] fromRight = {-1};
    Request[] receives = {MPI.COMM_WORLD.Irecv(fromLeft, 0, 1, MPI.INT, left, 0),
        MPI.COMM_WORLD.Irecv(fromRight, 0, 1, MPI.INT, right, 0)};
    MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, right, 0);
    MPI.COMM_WORLD.Send(new int[] {rank}, 0, 1, MPI.INT, left, 0);
    for (int completed = 0; completed < 2; completed++) {
      Status status = Request.Waitany(receives);
      boolean toTheNullProcess = (status.index == 0 ? left : right) == MPI.PROC_NULL;
      if (toTheNullProcess != (status.source == MPI.PROC_NULL)) {
        throw new IllegalStateException("request " + status.index + " returned source " + status.source);
      }
    }
    int fromTheNeighbour = rank == 0 ? fromRight[0] : fromLeft[0];
    int fromTheNullProcess = rank == 0 ? fromLeft[0] : fromRight[0];
    if (fromTheNeighbour != 1 - rank || fromTheNullProcess != -1) { // a receive from PROC_NULL leaves its buffer
      throw new IllegalStateException("rank " + rank + " got " + fromLeft[0] + " and " + fromRight[0]);
    }
    MPI.Finalize();
  }
}
