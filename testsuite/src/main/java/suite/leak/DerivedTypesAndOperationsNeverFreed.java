package suite.leak;

import mpi.Datatype;
import mpi.MPI;
import mpi.Op;
import mpi.User_function;
import suite.Expect;

/**
 * Each rank builds a vector type it never commits and a user-defined maximum it reduces with, and frees neither.
 * Both are MPI objects the program must free (MPI_Type_free, §4.1.10, whether or not committed; MPI_Op_free,
 * §5.9.5): two leaks, at the lines that made them. The types built from a committed one and freed, and the freed
 * operation of the first reduction, are no leak.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 2, interleavings = 1)
public final class DerivedTypesAndOperationsNeverFreed {
  /** The larger of each pair of ints. */
  static final class Larger extends User_function {
    @Override
    public void Call(Object in, int inOffset, Object inout, int inoutOffset, int count, Datatype type) {
      int[] a = (int[]) in;
      int[] b = (int[]) inout;
      for (int i = 0; i < count; i++) {
        b[inoutOffset + i] = Math.max(a[inOffset + i], b[inoutOffset + i]);
      }
    }
  }

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int[] mine = {MPI.COMM_WORLD.Rank()};
    int[] largest = new int[1];
    Op freed = new Op(new Larger(), true);
    MPI.COMM_WORLD.Allreduce(mine, 0, largest, 0, 1, MPI.INT, freed);
    freed.free();
    Op kept = new Op(new Larger(), true); // never freed
    MPI.COMM_WORLD.Allreduce(mine, 0, largest, 0, 1, MPI.INT, kept);
    Datatype pair = Datatype.Contiguous(2, MPI.INT);
    pair.Commit();
    Datatype column = Datatype.Vector(2, 1, 4, MPI.INT); // never committed, never freed
    pair.free();
    MPI.Finalize();
  }
}
