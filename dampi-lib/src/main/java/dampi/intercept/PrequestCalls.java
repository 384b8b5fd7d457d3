package dampi.intercept;

import mpi.MPIException;
import mpi.Prequest;

/**
 * Wrappers of persistent request activation: from each Start until a Wait or Test completes it, a persistent request
 * is held in the rank's resource ledger (MPJ 0.44 has no call that frees one), and a persistent receive is issued as
 * {@link Receives#start} says. Every public static method here
 * intercepts the {@code Prequest} method of the same name.
 */
public final class PrequestCalls {
  private PrequestCalls() {}

  public static void Start(Prequest request) throws MPIException {
    Receives.start(request);
    Requests.started(request);
  }

  /** One Start after the other, in order, as MPJ's own Startall does (and skipping null entries as it does). */
  public static void Startall(Prequest[] requests) throws MPIException {
    for (Prequest request : requests) {
      if (request != null) {
        Start(request);
      }
    }
  }
}
