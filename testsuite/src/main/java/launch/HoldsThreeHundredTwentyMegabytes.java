package launch;

import mpi.MPI;

/** Rank 0 holds 320 MB across a barrier: more than a small fixed rank heap, well within dampi's own. */
public class HoldsThreeHundredTwentyMegabytes {
  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    long[][] held = new long[MPI.COMM_WORLD.Rank() == 0 ? 320 : 0][];
    for (int megabyte = 0; megabyte < held.length; megabyte++) {
      held[megabyte] = new long[128 * 1024];
    }
    MPI.COMM_WORLD.Barrier();
    System.out.println("held " + held.length + " MB");
    MPI.Finalize();
  }
}
