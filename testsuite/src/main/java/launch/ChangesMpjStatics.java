package launch;

import mpi.MPI;

/**
 * Prints what a new process would see of MPJ's statics and of its own, and which copy of MPJ's classes it runs in;
 * then changes those statics, as a careless program may ({@code MPI.ANY_SOURCE} is a public non-final field). A
 * later run in the same launcher must see them as new.
 */
public class ChangesMpjStatics {
  private static int runsSeen;

  public static void main(String[] args) throws Exception {
    MPI.Init(args);
    int rank = MPI.COMM_WORLD.Rank();
    runsSeen++;
    System.out.println("any_source=" + MPI.ANY_SOURCE + " own_runs=" + runsSeen + " mpi_class="
        + System.identityHashCode(MPI.class));
    MPI.ANY_SOURCE = 4242 + rank;
    MPI.COMM_WORLD.Barrier();
    MPI.Finalize();
  }
}
