package dampi.record;

import dampi.launch.Program;
import dampi.replay.RankReplayLog;
import java.util.List;

/**
 * A run recorded for incremental replay: which program ran, how, and what every rank logged ({@link RankReplayLog}).
 *
 * @param programDigest what identifies the program's code ({@code launch.ProgramDigest}): a replay refuses another
 * @param device as {@code --device} names it
 * @param buffering as {@code --buffering} names it
 * @param endings how each rank's run ended, by rank
 */
public record Recording(Program program, String programDigest, int ranks, String device, String buffering,
    int bound, List<Ending> endings, List<RankReplayLog> logs) {
  public Recording {
    endings = List.copyOf(endings);
    logs = List.copyOf(logs);
    if (logs.size() != ranks || endings.size() != ranks) {
      throw new IllegalArgumentException(ranks + " ranks but " + logs.size() + " logs and " + endings.size()
          + " endings");
    }
  }

  /**
   * How a rank's recorded run ended.
   *
   * @param description in one line, as dampi describes a rank's outcome
   * @param blockedCall the call it was blocked in for ever, e.g. {@code Comm.Recv}, or null when it was not
   * @param blockedSite where that call was, or null
   * @param collectives how many collective calls the rank made (a blocked one included)
   */
  public record Ending(String description, String blockedCall, String blockedSite, int collectives) {}

  /** Receives and collective results the ranks received, and how many of them they logged. */
  public long received() {
    return logs.stream().mapToLong(log -> log.receives().size() + log.collectives().size()).sum();
  }

  public long logged() {
    return logs.stream().mapToLong(RankReplayLog::loggedCount).sum();
  }

  public long loggedBytes() {
    return logs.stream().mapToLong(RankReplayLog::loggedBytes).sum();
  }

  /** The largest replay set, in ranks: the most a replay of one rank re-executes. */
  public int largestReplaySet() {
    return logs.stream().mapToInt(log -> log.replaySet().size()).max().orElse(0);
  }
}
