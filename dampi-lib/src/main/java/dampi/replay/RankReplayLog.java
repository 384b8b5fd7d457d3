package dampi.replay;

import java.io.Serializable;
import java.util.List;

/**
 * What one rank recorded for replay, frozen at the end of its run: the bound it logged under, the replay set of its
 * interval, the matching order of its receives with the contents of those it logged, its collectives' results where
 * logged, its sends, and the answers of its probes and completion calls.
 */
public record RankReplayLog(int rank, int bound, ReplaySet replaySet, List<RecordedReceive> receives,
    List<RecordedCollective> collectives, List<RecordedSend> sends, List<RecordedAnswer> answers)
    implements Serializable {
  public RankReplayLog {
    receives = List.copyOf(receives);
    collectives = List.copyOf(collectives);
    sends = List.copyOf(sends);
    answers = List.copyOf(answers);
  }

  /** Receives and collective results logged. */
  public long loggedCount() {
    return receives.stream().filter(RecordedReceive::logged).count()
        + collectives.stream().filter(RecordedCollective::logged).count();
  }

  /** Bytes of logged contents. */
  public long loggedBytes() {
    return receives.stream().filter(RecordedReceive::logged).mapToLong(r -> r.contents().size()).sum()
        + collectives.stream().mapToLong(RecordedCollective::loggedBytes).sum();
  }
}
