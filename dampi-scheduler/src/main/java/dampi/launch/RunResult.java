package dampi.launch;

import dampi.rank.RankOutcome;
import dampi.rank.RankRecord;
import dampi.rank.RunRecord;
import java.time.Duration;
import java.util.List;

/** The end of one run of a program: the frozen, analysed record of every rank, and how long the run took. */
public record RunResult(RunRecord run, Duration elapsed) {
  /** The run of ranks that ended with {@code outcomes} after recording {@code records}. */
  public static RunResult of(List<RankOutcome> outcomes, List<RankRecord> records, Duration elapsed) {
    return new RunResult(RunRecord.of(outcomes, records), elapsed);
  }

  public List<RankOutcome> outcomes() {
    return run.outcomes();
  }

  public List<RankRecord> records() {
    return run.records();
  }

  public boolean succeeded() {
    return run.allFinalized();
  }

  /** The outcomes that are failures in their own right (not ranks aborted because another one failed first). */
  public List<RankOutcome> failures() {
    return outcomes().stream().filter(o -> !o.isSuccess() && !(o instanceof RankOutcome.Aborted)).toList();
  }
}
