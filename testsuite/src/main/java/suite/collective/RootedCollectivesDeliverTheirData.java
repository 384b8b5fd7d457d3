package suite.collective;

import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.Op;
import mpi.User_function;
import suite.Expect;

/**
 * Under eager buffering dampi runs Bcast, Scatter(v), Gather(v), Reduce and Scan itself, with no more synchronisation
 * than their data needs: they must still deliver what MPJ's own do. Roots other than 0, counts of two, offsets,
 * displacements, a split communicator, a predefined and a non-commutative user operation (applied in rank order,
 * MPI-3.1 §5.9.1); any wrong value throws.
 */
@Expect(category = "collective", ranks = 4, interleavings = 1, buffering = "eager")
public final class RootedCollectivesDeliverTheirData {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Intracomm world = MPI.COMM_WORLD;
    int rank = world.Rank();
    int size = world.Size();
    int[] pair = new int[3];
    if (rank == size - 1) {
      pair[1] = 7;
      pair[2] = 8;
    }
    world.Bcast(pair, 1, 2, MPI.INT, size - 1);
    check(pair[1] == 7 && pair[2] == 8, "Bcast gave " + pair[1] + "," + pair[2]);

    int[] blocks = new int[2 * size];
    for (int r = 0; r < size; r++) {
      blocks[2 * r] = 10 * r;
      blocks[2 * r + 1] = 10 * r + 1;
    }
    int[] block = new int[2];
    world.Scatter(blocks, 0, 2, MPI.INT, block, 0, 2, MPI.INT, 1);
    check(block[0] == 10 * rank && block[1] == 10 * rank + 1, "Scatter gave " + block[0] + "," + block[1]);

    int[] gathered = new int[2 * size + 1];
    world.Gather(block, 0, 2, MPI.INT, gathered, 1, 2, MPI.INT, 2);
    for (int r = 0; rank == 2 && r < size; r++) {
      check(gathered[1 + 2 * r] == 10 * r && gathered[2 + 2 * r] == 10 * r + 1, "Gather's block " + r);
    }

    double[] max = new double[2];
    world.Reduce(new double[] {-1, rank * 1.5}, 1, max, 1, 1, MPI.DOUBLE, MPI.MAX, 3);
    check(rank != 3 || max[1] == (size - 1) * 1.5, "MAX gave " + max[1]);

    // "a then b" as decimal digits: non-commutative, associative; in rank order the result reads 1234.
    Op append = new Op(new User_function() {
      @Override
      public void Call(Object in, int inOffset, Object inout, int inoutOffset, int count, Datatype type) {
        int[] a = (int[]) in;
        int[] b = (int[]) inout;
        for (int i = 0; i < count; i++) {
          b[inoutOffset + i] = a[inOffset + i] * (int) Math.pow(10, digits(b[inoutOffset + i])) + b[inoutOffset + i];
        }
      }
    }, false);
    int[] appended = new int[1];
    world.Reduce(new int[] {rank + 1}, 0, appended, 0, 1, MPI.INT, append, 0);
    check(rank != 0 || appended[0] == 1234, "the user operation gave " + appended[0]);
    append.free();

    // Rank r gets r + 1 items from displacement 10 * r, and gathers them back to the same places.
    int[] counts = new int[size];
    int[] displs = new int[size];
    int[] spread = new int[10 * size];
    for (int r = 0; r < size; r++) {
      counts[r] = r + 1;
      displs[r] = 10 * r;
      for (int i = 0; i <= r; i++) {
        spread[10 * r + i] = 100 * r + i;
      }
    }
    int[] part = new int[size];
    world.Scatterv(spread, 0, counts, displs, MPI.INT, part, 0, rank + 1, MPI.INT, 0);
    for (int i = 0; i <= rank; i++) {
      check(part[i] == 100 * rank + i, "Scatterv gave " + part[i] + " at " + i);
    }
    int[] back = new int[10 * size];
    world.Gatherv(part, 0, rank + 1, MPI.INT, back, 0, counts, displs, MPI.INT, size - 1);
    check(rank != size - 1 || java.util.Arrays.equals(back, spread), "Gatherv gave " + java.util.Arrays.toString(back));

    int[] prefix = new int[1];
    world.Scan(new int[] {rank + 1}, 0, prefix, 0, 1, MPI.INT, MPI.SUM);
    check(prefix[0] == (rank + 1) * (rank + 2) / 2, "Scan gave " + prefix[0]);
    int[] digitsSoFar = new int[1];
    world.Scan(new int[] {rank + 1}, 0, digitsSoFar, 0, 1, MPI.INT, append);
    check(digitsSoFar[0] == new int[] {1, 12, 123, 1234}[rank], "Scan with the user operation gave " + digitsSoFar[0]);

    Intracomm half = world.Split(rank % 2, -rank);
    int[] fromFirst = {half.Rank() == 0 ? 100 + rank : 0};
    half.Bcast(fromFirst, 0, 1, MPI.INT, 0);
    check(fromFirst[0] == 100 + (rank % 2 == 0 ? 2 : 3), "Bcast on the split gave " + fromFirst[0]);
    half.Free();
    MPI.Finalize();
  }

  private static int digits(int value) {
    return String.valueOf(value).length();
  }

  private static void check(boolean holds, String what) {
    if (!holds) {
      throw new IllegalStateException(what);
    }
  }
}
