package launch;

import mpi.Cartcomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.Request;
import mpi.ShiftParms;
import mpi.Status;

/**
 * Prints what each rank computes over communicators it makes, for replays to compare: the ranks form a grid of rows
 * of 4 (Split by row), each row's first rank takes its row's numbers in any order (ANY_SOURCE on the row) and prints
 * each with its sender, then broadcasts the row's sum on a copy of the row communicator (clone); every rank prints its
 * row's largest number (Allreduce) and everyone's numbers (Allgather on COMM_WORLD), then, on a grid of the same shape
 * (Create_cart) and its periodic rows (Sub), the number of its left neighbour (Sendrecv); the first ranks of
 * the rows (Split again, the others MPI.UNDEFINED) pass the row sums along a chain, each polling with Iprobe and
 * taking them with Waitany, and print the running total.
 */
public class GridOfCommunicators {
  static final int ROW = 4;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    Intracomm row = MPI.COMM_WORLD.Split(rank / ROW, rank);
    Intracomm rowCopy = (Intracomm) row.clone();
    long[] value = {(long) rank * rank + 1};
    long[] sum = {0};
    if (row.Rank() == 0) {
      long[] part = new long[1];
      sum[0] = value[0];
      for (int i = 1; i < row.Size(); i++) {
        Status status = row.Recv(part, 0, 1, MPI.LONG, MPI.ANY_SOURCE, 1);
        System.out.println("row " + rank / ROW + " from " + status.source + ": " + part[0]);
        sum[0] += part[0];
      }
    } else {
      row.Send(value, 0, 1, MPI.LONG, 0, 1);
    }
    rowCopy.Bcast(sum, 0, 1, MPI.LONG, 0);
    System.out.println("row sum " + sum[0]);
    long[] largest = new long[1];
    row.Allreduce(value, 0, largest, 0, 1, MPI.LONG, MPI.MAX);
    long[] everyone = new long[MPI.COMM_WORLD.Size()];
    MPI.COMM_WORLD.Allgather(value, 0, 1, MPI.LONG, everyone, 0, 1, MPI.LONG);
    System.out.println("row largest " + largest[0] + ", everyone " + java.util.Arrays.toString(everyone));
    Cartcomm grid = MPI.COMM_WORLD.Create_cart(new int[] {MPI.COMM_WORLD.Size() / ROW, ROW},
        new boolean[] {false, true}, false);
    Cartcomm ring = grid.Sub(new boolean[] {false, true});
    ShiftParms neighbours = ring.Shift(0, 1);
    long[] fromLeft = new long[1];
    ring.Sendrecv(value, 0, 1, MPI.LONG, neighbours.rank_dest, 3, fromLeft, 0, 1, MPI.LONG, neighbours.rank_source, 3);
    System.out.println("grid " + java.util.Arrays.toString(grid.Coords(grid.Rank())) + " from the left "
        + fromLeft[0]);
    ring.Free();
    grid.Free();
    Intracomm leaders = MPI.COMM_WORLD.Split(row.Rank() == 0 ? 0 : MPI.UNDEFINED, rank);
    if (row.Rank() == 0) {
      long[] total = {sum[0]};
      if (leaders.Rank() > 0) {
        long[] before = new long[1];
        while (leaders.Iprobe(leaders.Rank() - 1, 2) == null) {
          Thread.onSpinWait();
        }
        Request[] taken = {leaders.Irecv(before, 0, 1, MPI.LONG, leaders.Rank() - 1, 2)};
        Request.Waitany(taken);
        total[0] += before[0];
      }
      System.out.println("total " + total[0]);
      if (leaders.Rank() < leaders.Size() - 1) {
        leaders.Send(total, 0, 1, MPI.LONG, leaders.Rank() + 1, 2);
      }
      leaders.Free();
    }
    rowCopy.Free();
    row.Free();
    MPI.Finalize();
  }
}
