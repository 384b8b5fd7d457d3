package suite.leak;

import mpi.Group;
import mpi.MPI;
import suite.Expect;

/** The correct twin of {@link GroupsNeverFreedLeak}: both groups are freed, and a union of them too. */
@Expect(category = "leak", ranks = 4, interleavings = 1)
public final class GroupsFreedCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Group world = MPI.COMM_WORLD.Group();
    Group half = world.Incl(new int[] {0, 1});
    Group both = Group.Union(half, world);
    if (both.Size() != MPI.COMM_WORLD.Size()) {
      throw new IllegalStateException("the union has " + both.Size() + " ranks");
    }
    both.free();
    half.free();
    world.free();
    MPI.Finalize();
  }
}
