package dampi.intercept;

import dampi.rank.RuleViolation;
import dampi.site.Site;
import java.util.Set;
import mpi.MPIException;

/**
 * No MPI call after MPI_FINALIZE returns, except MPI_GET_VERSION, MPI_INITIALIZED, MPI_FINALIZED and their like
 * (MPI-3.1 §8.7): not a second Finalize, not a communicator's Rank, not a Barrier. MPJ 0.44 lets some through, fails
 * others with an unrelated exception, and blocks for ever in others (a Barrier after Finalize). The call-site rewriter
 * puts {@link #check} before every MPI call of the application but those §8.7 allows; once the rank has finalized, the call is recorded
 * and fails at once with an {@code MPIException}, as MPI's default error handler would abort, before MPJ sees it.
 * One rank's state: the class is loaded per rank.
 */
public final class AfterFinalize {
  private static volatile Site finalizedAt;
  /** Sites already reported, so that a program that catches the error in a loop gives one violation per site. */
  private static final Set<Site> REPORTED = java.util.concurrent.ConcurrentHashMap.newKeySet();

  private AfterFinalize() {}

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
    if (finalized == null) {
      return;
    }
    Site here = site == null ? CallSite.walk() : Site.parse(site);
    String detail = "called after MPI.Finalize at " + finalized + " (MPI-3.1 §8.7: no MPI call after MPI_FINALIZE"
        + " but MPI_INITIALIZED, MPI_FINALIZED, MPI_GET_VERSION)";
    if (REPORTED.add(here)) {
      Violations.record(RuleViolation.Rule.CALL_AFTER_FINALIZE, here, call, detail);
    }
    throw new MPIException(call + ": " + detail);
  }
}
