package dampi.rank;

import dampi.epoch.EpochLog;
import dampi.epoch.UnreceivedMessages;
import dampi.epoch.UnreceivedMessages.Unreceived;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One finished run, frozen: how each rank ended and what each recorded, both indexed by world rank, with the run-wide
 * analysis done once while it is built: the messages never received, the alternatives they reveal, and whether a
 * forced schedule followed an execution of the program at all.
 *
 * @param unreceived application messages sent and never received, in each sender's order
 * @param infeasible a forced match could not happen in this run: a forced receive starved while a message its
 *     wildcard would have taken lay unreceived, or one was overtaken by a later receive (see {@link
 *     UnreceivedMessages#forcedReceiveStarved}); a loop of polls forced to find nothing waits for a message that lies
 *     unreceived; or a poll forced to find a message still waits for it
 */
public record RunRecord(List<RankOutcome> outcomes, List<RankRecord> records, List<Unreceived> unreceived,
    boolean infeasible) {
  public RunRecord {
    outcomes = List.copyOf(outcomes);
    records = List.copyOf(records);
    unreceived = List.copyOf(unreceived);
    if (outcomes.size() != records.size()) {
      throw new IllegalArgumentException(outcomes.size() + " outcomes but " + records.size() + " records");
    }
  }

  /** The run of ranks that ended with {@code outcomes} after recording {@code records}, analysed. */
  public static RunRecord of(List<RankOutcome> outcomes, List<RankRecord> records) {
    List<EpochLog> logs = records.stream().map(RankRecord::epochLog).toList();
    List<Unreceived> unreceived = UnreceivedMessages.find(logs);
    boolean succeeded = outcomes.stream().allMatch(RankOutcome::isSuccess);
    boolean infeasible = !succeeded && (UnreceivedMessages.forcedReceiveStarved(logs, unreceived)
        || logs.stream().anyMatch(log -> log.forcedPollWaiting() >= 0))
        || logs.stream().anyMatch(EpochLog::forcedReceiveOvertaken);
    var epochs = UnreceivedMessages.epochsWithUnreceived(logs, unreceived);
    List<RankRecord> analysed = new ArrayList<>(records.size());
    for (int rank = 0; rank < records.size(); rank++) {
      analysed.add(records.get(rank).withEpochs(epochs.get(rank)));
    }
    return new RunRecord(outcomes, analysed, unreceived, infeasible);
  }

  public int size() {
    return outcomes.size();
  }

  public RankOutcome outcome(int rank) {
    return outcomes.get(rank);
  }

  public RankRecord record(int rank) {
    return records.get(rank);
  }

  /** Whether every rank called MPI.Finalize and returned from main. */
  public boolean allFinalized() {
    return outcomes.stream().allMatch(RankOutcome::isSuccess);
  }

  /** The first rank (by world rank) whose run stopped following its decisions, if any. */
  public Optional<RankRecord> diverged() {
    return records.stream().filter(record -> record.divergence() != null).findFirst();
  }
}
