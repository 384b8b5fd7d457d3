package dampi.intercept;

import mpi.MPIException;
import mpi.Prequest;

/**
 * Wrappers of persistent request activation: from each Start until a Wait or Test completes it, a persistent request
 * is held in the rank's resource ledger (MPJ 0.44 has no call that frees one). Every public static method here
 * intercepts the {@code Prequest} method of the same name.
 */
public final class PrequestCalls {
  private PrequestCalls() {}

  public static void Start(Prequest request) throws MPIException {
    request.Start();
    Requests.started(request);
  }

  public static void Startall(Prequest[] requests) throws MPIException {
    Prequest.Startall(requests);
    for (Prequest request : requests) {
      Requests.started(request);
    }
  }
}
