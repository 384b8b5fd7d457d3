package launch;

import mpi.MPI;

/** Rank 2's JVM dies on the spot (no report, no shutdown hook) after MPI.Init; the others wait at a barrier. */
public class HaltInRankTwo {
  public static final int HALT_STATUS = 7;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    if (MPI.COMM_WORLD.Rank() == 2) {
      // Through reflection: dampi rewrites direct exit and halt calls so that they end only the rank.
      Runtime.class.getMethod("halt", int.class).invoke(Runtime.getRuntime(), HALT_STATUS);
    }
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
