package dampi.check.failure;

import dampi.check.Checker;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.rank.RunRecord;
import dampi.rank.RankOutcome;
import java.util.List;

/** A run still going at its time limit (the last resort when no deadlock could be proven): one finding. */
public final class TimeoutChecker implements Checker {
  @Override
  public String name() {
    return "timeout";
  }

  @Override
  public List<Finding> check(RunRecord run) {
    List<RankOutcome.TimedOut> late = run.outcomes().stream()
        .filter(RankOutcome.TimedOut.class::isInstance).map(RankOutcome.TimedOut.class::cast).toList();
    if (late.isEmpty()) {
      return List.of();
    }
    return List.of(new Finding(FindingKind.TIMEOUT, late.stream().map(RankOutcome::rank).toList(),
        late.get(0).site(), "time limit of " + late.get(0).timeoutMillis() / 1000.0 + " s reached; still running: "
            + String.join(", ", late.stream().map(t -> "rank " + t.rank() + " at " + t.site()).toList())));
  }
}
