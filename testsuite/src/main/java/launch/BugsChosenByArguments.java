package launch;

import mpi.Intracomm;
import mpi.MPI;
import mpi.Status;

/**
 * Has the bugs its arguments name, so that one main class can stand for a program before and after a fix:
 * {@code race} (rank 0 assumes rank 1 answers its wildcard receive first, and throws in the other order) and
 * {@code leak} (a communicator every rank duplicates and never frees). -np 3.
 */
public class BugsChosenByArguments {
  public static void main(String[] args) throws Exception {
    java.util.List<String> bugs = java.util.Arrays.asList(MPI.Init(args));
    int rank = MPI.COMM_WORLD.Rank();
    int[] value = new int[1];
    if (rank == 0) {
      Status first = MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      MPI.COMM_WORLD.Recv(value, 0, 1, MPI.INT, MPI.ANY_SOURCE, 0);
      if (bugs.contains("race") && first.source != 1) {
        throw new IllegalStateException("rank 1 was expected to answer first");
      }
    } else {
      MPI.COMM_WORLD.Send(value, 0, 1, MPI.INT, 0, 0);
    }
    if (bugs.contains("leak")) {
      Intracomm kept = (Intracomm) MPI.COMM_WORLD.clone();
      kept.Barrier();
    }
    MPI.Finalize();
  }
}
