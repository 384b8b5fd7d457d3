package dampi.intercept;

import mpi.MPIException;

/**
 * What a rank outside the replay set runs in a subset replay instead of the program: it joins MPI, so that the world
 * has every rank of the recorded run, and ends. Nobody takes a message from it; what the re-executed ranks took from
 * it comes from the log.
 */
public final class StandIn {
  private StandIn() {}

  public static void main(String[] args) throws MPIException {
    MpiCalls.Init(args);
    MpiCalls.Finalize();
  }
}
