package suite.comm;

import mpi.Cartcomm;
import mpi.MPI;
import mpi.Request;
import mpi.ShiftParms;
import mpi.Status;
import suite.Expect;

/**
 * The halo-exchange idiom on a non-periodic line: off its edges Shift names MPI_PROC_NULL (MPI-3.1 §7.5.6), and a
 * send to or a receive from the null process succeeds at once, the receive leaving its buffer untouched and returning
 * source PROC_NULL with count 0 (§3.11), in Sendrecv, Isend, Irecv and their Waitall alike. Correct. (MPJ 0.44 itself
 * answers -1 from Shift and rejects PROC_NULL in every point-to-point call; dampi answers for the null process.)
 */
@Expect(category = "split-communicator", ranks = 3, interleavings = 1)
public class HaloExchangeWithProcNullCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Cartcomm line = MPI.COMM_WORLD.Create_cart(new int[] {MPI.COMM_WORLD.Size()}, new boolean[] {false}, false);
    ShiftParms neighbours = line.Shift(0, 1);
    int rank = line.Rank();
    int[] mine = {rank};
    int[] fromLeft = {-1};
    int[] fromRight = {-1};
    Status received = line.Sendrecv(mine, 0, 1, MPI.INT, neighbours.rank_dest, 0, fromLeft, 0, 1, MPI.INT,
        neighbours.rank_source, 0);
    if (neighbours.rank_source == MPI.PROC_NULL
        ? fromLeft[0] != -1 || received.source != MPI.PROC_NULL || received.Get_count(MPI.INT) != 0
        : fromLeft[0] != rank - 1) {
      throw new IllegalStateException("from the left: " + fromLeft[0] + ", source " + received.source);
    }
    Request[] halo = {line.Irecv(fromRight, 0, 1, MPI.INT, neighbours.rank_dest, 1),
      line.Isend(mine, 0, 1, MPI.INT, neighbours.rank_source, 1)};
    Request.Waitall(halo);
    if (fromRight[0] != (neighbours.rank_dest == MPI.PROC_NULL ? -1 : rank + 1)) {
      throw new IllegalStateException("from the right: " + fromRight[0]);
    }
    line.Free();
    MPI.Finalize();
  }
}
