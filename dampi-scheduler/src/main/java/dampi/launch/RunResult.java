package dampi.launch;

import dampi.rank.RankOutcome;

import dampi.rank.RankRecorder;
import java.time.Duration;
import java.util.List;

/** The end of one run of a program: how each rank ended and what each recorded. */
public record RunResult(List<RankOutcome> outcomes, List<RankRecorder> records, Duration elapsed) {
  public RunResult {
    outcomes = List.copyOf(outcomes);
    records = List.copyOf(records);
  }

  public boolean succeeded() {
    return outcomes.stream().allMatch(RankOutcome::isSuccess);
  }

  /** The outcomes that are failures in their own right (not ranks aborted because another one failed first). */
  public List<RankOutcome> failures() {
    return outcomes.stream().filter(o -> !o.isSuccess() && !(o instanceof RankOutcome.Aborted)).toList();
  }
}
