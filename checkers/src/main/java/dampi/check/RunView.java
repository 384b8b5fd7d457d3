package dampi.check;

import dampi.rank.RankOutcome;
import dampi.rank.RankRecorder;
import java.util.List;

/**
 * What checkers see of one finished run: how each rank ended and what each rank recorded, both indexed by world
 * rank. The run is over when checkers see it; they read the records and never change them.
 */
public record RunView(List<RankOutcome> outcomes, List<RankRecorder> records) {
  public RunView {
    outcomes = List.copyOf(outcomes);
    records = List.copyOf(records);
  }

  public int size() {
    return outcomes.size();
  }

  public RankOutcome outcome(int rank) {
    return outcomes.get(rank);
  }

  public RankRecorder record(int rank) {
    return records.get(rank);
  }

  /** Whether every rank called MPI.Finalize and returned from main. */
  public boolean allFinalized() {
    return outcomes.stream().allMatch(RankOutcome::isSuccess);
  }
}
