package dampi.intercept;

import dampi.rank.RuleViolation;
import dampi.site.Site;
import mpi.MPIException;

/** Records the calls that broke a rule of the standard on their own (see {@link RuleViolation}). */
final class Violations {
  private Violations() {}

  /** Records the violation at the current call and fails the call, as MPI's default error handler aborts. */
  static void reject(RuleViolation.Rule rule, String call, String detail) throws MPIException {
    record(rule, CallSite.current(), call, detail);
    throw new MPIException(call + ": " + rule.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ": "
        + detail);
  }

  static void record(RuleViolation.Rule rule, Site site, String call, String detail) {
    RankBinding.recorder().ruleViolation(new RuleViolation(rule, site, call, detail));
  }
}
