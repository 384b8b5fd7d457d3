package suite.comm;

import java.util.Arrays;
import mpi.Group;
import mpi.MPI;
import suite.Expect;

/**
 * Every rank translates ranks between the world group and the group of its odd ranks (MPI-3.1 §6.3.1): odd ranks 1
 * and 0 are world ranks 3 and 1; world ranks 3 and 2 are odd rank 1 and none (UNDEFINED); the null process is itself.
 * MPJ 0.44 translated the i-th rank asked for as rank i, so this correct program failed its own check.
 */
@Expect(category = "comm", ranks = 4, interleavings = 1)
public class TranslatedRanksCorrect {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    Group world = MPI.COMM_WORLD.Group();
    Group odd = world.Incl(new int[] {1, 3});
    int[] toWorld = Group.Translate_ranks(odd, new int[] {1, 0}, world);
    int[] toOdd = Group.Translate_ranks(world, new int[] {3, 2, MPI.PROC_NULL}, odd);
    if (!Arrays.equals(toWorld, new int[] {3, 1})
        || !Arrays.equals(toOdd, new int[] {1, MPI.UNDEFINED, MPI.PROC_NULL})) {
      throw new IllegalStateException("translated " + Arrays.toString(toWorld) + " and " + Arrays.toString(toOdd));
    }
    odd.free();
    world.free();
    MPI.Finalize();
  }
}
