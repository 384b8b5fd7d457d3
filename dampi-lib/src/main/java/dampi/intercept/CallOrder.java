package dampi.intercept;

import dampi.rank.RuleViolation;
import dampi.site.Site;
import java.util.Set;
import mpi.MPIException;

/**
 * No MPI call before MPI_INIT or after MPI_FINALIZE returns, except MPI_GET_VERSION, MPI_INITIALIZED, MPI_FINALIZED
 * and their like (MPI-3.1 §8.7): not a communicator's Rank, not a Send, not a second Finalize. MPJ 0.44 fails some
 * with an unrelated exception (before Init, {@code MPI.COMM_WORLD} is null), lets some through and blocks for ever in
 * others (a Barrier after Finalize). The call-site rewriter puts {@link #check} before every MPI call of the application
 * but those §8.7 allows; outside Init..Finalize the call is recorded and fails at once with an {@code MPIException}, as
 * MPI's default error handler would abort, before MPJ sees it. One rank's state: the class is loaded per rank.
 */
public final class CallOrder {
  /** What §8.7 also allows before MPI_INIT: the initialisation itself. */
  private static final Set<String> INITIALISING = Set.of("MPI.Init", "MPI.initThread");
  private static volatile boolean initialized;
  private static volatile Site finalizedAt;
  /** Sites already reported, so that a program that catches the error in a loop gives one violation per site. */
  private static final Set<Site> REPORTED = java.util.concurrent.ConcurrentHashMap.newKeySet();

  private CallOrder() {}

  static void initialized() {
    initialized = true;
  }

  static void finalized(Site site) {
    finalizedAt = site;
  }

  /**
   * Called by rewritten application code before an MPI call.
   *
   * @param call the call as the findings name it, e.g. {@code Intracomm.Barrier}
   * @param site the call's {@code File.java:line}, or null when the class has no line numbers
   */
  public static void check(String call, String site) throws MPIException {
    Site finalized = finalizedAt;
    if (finalized != null) {
      fail(call, site, "called after MPI.Finalize at " + finalized + " (MPI-3.1 §8.7: no MPI call after MPI_FINALIZE"
          + " but MPI_INITIALIZED, MPI_FINALIZED, MPI_GET_VERSION)");
    }
    if (!initialized && !INITIALISING.contains(call) && !initializedByMpj()) {
      fail(call, site, "called before MPI.Init (MPI-3.1 §8.7: no MPI call before MPI_INIT but MPI_INITIALIZED,"
          + " MPI_FINALIZED, MPI_GET_VERSION)");
    }
  }

  /** MPJ's own answer, for a program that initialised MPI by a call the layer does not wrap. */
  private static boolean initializedByMpj() throws MPIException {
    initialized = mpi.MPI.Initialized();
    return initialized;
  }

  private static void fail(String call, String site, String detail) throws MPIException {
    Site here = site == null ? CallSite.walk() : Site.parse(site);
    if (REPORTED.add(here)) {
      Violations.record(finalizedAt != null ? RuleViolation.Rule.CALL_AFTER_FINALIZE
          : RuleViolation.Rule.CALL_BEFORE_INIT, here, call, detail);
    }
    throw new MPIException(call + ": " + detail);
  }
}
