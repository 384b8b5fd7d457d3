package dampi.intercept;

import dampi.piggyback.ClockExchange;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import mpi.MPIException;
import mpi.Prequest;

/**
 * Wrappers of persistent request activation: from each Start until a Wait or Test completes it, a persistent request
 * is held in the rank's resource ledger (MPJ 0.44 has no call that frees one), and a persistent receive is issued as
 * {@link Receives#start} says. Every public static method here intercepts the {@code Prequest} method of the same
 * name.
 */
public final class PrequestCalls {
  private PrequestCalls() {}

  private static final Set<Prequest> SYNCHRONOUS = Collections.newSetFromMap(new IdentityHashMap<>());

  /** {@code request} came from Ssend_init: each Start is a synchronous send that learns its receiver's clock. */
  static synchronized void synchronous(Prequest request) {
    if (request != null) {
      SYNCHRONOUS.add(request);
    }
  }

  private static synchronized boolean isSynchronous(Prequest request) {
    return SYNCHRONOUS.contains(request);
  }

  public static void Start(Prequest request) throws MPIException {
    if (request != null && isSynchronous(request)) {
      ClockExchange.beginSynchronousSend();
      try {
        request.Start();
      } finally {
        ClockExchange.endSynchronousSend(request);
      }
    } else {
      Receives.start(request);
    }
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
