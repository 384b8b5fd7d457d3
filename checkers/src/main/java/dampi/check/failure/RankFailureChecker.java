package dampi.check.failure;

import dampi.check.Checker;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.rank.RunRecord;
import dampi.rank.MessageError;
import dampi.rank.RankExit;
import dampi.rank.RankOutcome;
import dampi.rank.RuleViolation;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * Ranks that ended badly on their own: an uncaught exception ({@code exception}), {@code System.exit}
 * ({@code exception}), an MPI call that failed ({@code mpi-error}), a return from main without MPI.Finalize
 * ({@code missing-finalize}, at the rank's MPI.Init). A receive that failed because of its message's type or length
 * is left to the message checker, and a call that broke a rule on its own to the rule-violation checker: each names
 * the error precisely.
 */
public final class RankFailureChecker implements Checker {
  @Override
  public String name() {
    return "rank-failure";
  }

  @Override
  public List<Finding> check(RunRecord run) {
    List<Finding> findings = new ArrayList<>();
    for (RankOutcome outcome : run.outcomes()) {
      int rank = outcome.rank();
      if (outcome instanceof RankOutcome.Threw threw && !explainedByMessageError(run, rank, threw.site())) {
        findings.add(new Finding(FindingKind.EXCEPTION, List.of(rank), threw.site(),
            "rank " + rank + " threw " + threw.exception()));
      } else if (outcome instanceof RankOutcome.MpiError error && !explainedByMessageError(run, rank, error.site())
          && !explainedByRuleViolation(run, rank, error.site())) {
        findings.add(new Finding(FindingKind.MPI_ERROR, List.of(rank), error.site(),
            "rank " + rank + ": an MPI call failed: " + error.exception()));
      } else if (outcome instanceof RankOutcome.Exited exited) {
        findings.add(new Finding(FindingKind.EXCEPTION, List.of(rank), exited.site(), "rank " + rank + " called "
            + exited.call() + "(" + exited.status() + ")" + (exited.call().equals(RankExit.ABORT)
                ? ": MPI ends every rank of the program (MPI-3.1 §8.7)" : "")));
      } else if (outcome instanceof RankOutcome.MissingFinalize missing) {
        findings.add(new Finding(FindingKind.MISSING_FINALIZE, List.of(rank), run.record(rank).initSite(),
            missing.describe()));
      }
    }
    return findings;
  }

  /** An MPI error the layer raised for a call that broke a rule: {@link RuleViolationChecker} names the rule. */
  private static boolean explainedByRuleViolation(RunRecord run, int rank, Site site) {
    return run.record(rank).ruleViolations().stream().map(RuleViolation::site).anyMatch(site::equals);
  }

  private static boolean explainedByMessageError(RunRecord run, int rank, Site site) {
    return run.record(rank).messageErrors().stream().map(MessageError::site).anyMatch(site::equals);
  }
}
