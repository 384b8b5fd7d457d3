package suite.leak;

import mpi.Group;
import mpi.MPI;
import suite.Expect;

/**
 * Every rank takes COMM_WORLD's group and includes its first half in a new group, then never frees either. Groups
 * are MPI objects the program must free (MPI_Group_free, MPI-3.1 §6.3.3), whether or not a library reuses them.
 */
@Expect(findings = {"resource-leak"}, category = "leak", ranks = 4, interleavings = 1)
public final class GroupsNeverFreedLeak {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Group world = MPI.COMM_WORLD.Group();
    Group half = world.Incl(new int[] {0, 1});
    if (half.Size() != 2) {
      throw new IllegalStateException("the first half has " + half.Size() + " ranks");
    }
    MPI.Finalize();
  }
}
