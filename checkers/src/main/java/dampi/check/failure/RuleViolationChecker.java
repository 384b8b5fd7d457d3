package dampi.check.failure;

import dampi.check.Checker;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.rank.RankRecord;
import dampi.rank.RuleViolation;
import dampi.rank.RunRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Calls that broke a rule of the standard on their own ({@link RuleViolation}): {@code invalid-argument},
 * {@code request-lifecycle}, {@code ready-mode}, {@code buffer-in-use}, and {@code mpi-error} for a call after
 * MPI.Finalize, at the application's call, naming the
 * argument or the request and the rule. The finding stands even when the program caught the error and went on.
 */
public final class RuleViolationChecker implements Checker {
  @Override
  public String name() {
    return "rule-violation";
  }

  @Override
  public List<Finding> check(RunRecord run) {
    Map<RuleViolation, List<Integer>> ranksOf = new LinkedHashMap<>(); // one finding for ranks that broke it alike
    for (RankRecord record : run.records()) {
      for (RuleViolation violation : record.ruleViolations()) {
        ranksOf.computeIfAbsent(violation, same -> new ArrayList<>()).add(record.rank());
      }
    }
    List<Finding> findings = new ArrayList<>();
    ranksOf.forEach((violation, ranks) -> findings.add(new Finding(kindOf(violation.rule()), ranks,
        violation.site(), (ranks.size() == 1 ? "rank " + ranks.get(0) : "ranks " + ranks) + ": " + violation.call()
            + ": " + violation.detail())));
    return findings;
  }

  private static FindingKind kindOf(RuleViolation.Rule rule) {
    return switch (rule) {
      case INVALID_ARGUMENT -> FindingKind.INVALID_ARGUMENT;
      case REQUEST_LIFECYCLE -> FindingKind.REQUEST_LIFECYCLE;
      case READY_MODE -> FindingKind.READY_MODE;
      case BUFFER_IN_USE -> FindingKind.BUFFER_IN_USE;
      // as MPJ's own failures of a second Init or Finalize are: the call failed, here because dampi knows it must
      case CALL_BEFORE_INIT, CALL_AFTER_FINALIZE -> FindingKind.MPI_ERROR;
      // MPI's error class MPI_ERR_BUFFER: the buffered send fails (MPI-3.1 §3.6)
      case BUFFER_SPACE -> FindingKind.MPI_ERROR;
    };
  }
}
