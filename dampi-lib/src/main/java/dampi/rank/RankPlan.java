package dampi.rank;

import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.replay.ReplayPlan;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the scheduler asks of one rank in one run: the protocol, the buffering model of standard sends, the
 * decisions that force this rank's wildcard epochs (by epoch index; epochs past the last decision run free),
 * whether to record a trace of its calls and messages, and whether to record the run for replay.
 *
 * @param replayBound the bound of adaptive logging when the run is recorded for replay ({@code
 *     dampi.replay.AdaptiveLogging}), 0 when it is not
 * @param replay this rank's part in a subset replay of a recorded run, null in any other run
 */
public record RankPlan(int size, Protocol protocol, Buffering buffering, Map<Integer, Decision> decisions,
    boolean traced, int replayBound, ReplayPlan replay) implements Serializable {
  public RankPlan {
    decisions = Map.copyOf(decisions);
    if (replayBound < 0) {
      throw new IllegalArgumentException("replay bound " + replayBound);
    }
  }

  public RankPlan(int size, Protocol protocol, Buffering buffering, Map<Integer, Decision> decisions,
      boolean traced, int replayBound) {
    this(size, protocol, buffering, decisions, traced, replayBound, null);
  }

  public RankPlan(int size, Protocol protocol, Buffering buffering, Map<Integer, Decision> decisions,
      boolean traced) {
    this(size, protocol, buffering, decisions, traced, 0);
  }

  /** An untraced run. */
  public RankPlan(int size, Protocol protocol, Buffering buffering, Map<Integer, Decision> decisions) {
    this(size, protocol, buffering, decisions, false);
  }

  /** This plan, traced or not. */
  public RankPlan tracing(boolean on) {
    return new RankPlan(size, protocol, buffering, decisions, on, replayBound, replay);
  }

  /** This plan, recorded for replay with adaptive logging under {@code bound} (0: not recorded). */
  public RankPlan recordingForReplay(int bound) {
    return new RankPlan(size, protocol, buffering, decisions, traced, bound, replay);
  }

  /** This plan, as {@code part} of a subset replay. */
  public RankPlan replaying(ReplayPlan part) {
    return new RankPlan(size, protocol, buffering, decisions, traced, replayBound, part);
  }

  /** Zero buffering, the default model. */
  public RankPlan(int size, Protocol protocol, Map<Integer, Decision> decisions) {
    this(size, protocol, Buffering.ZERO, decisions);
  }

  /** A free run: no decision. */
  public static RankPlan free(int size, Protocol protocol) {
    return new RankPlan(size, protocol, Map.of());
  }

  /** The decisions of {@code rank} among {@code all}, with zero buffering. */
  public static RankPlan forRank(int rank, int size, Protocol protocol, List<Decision> all) {
    return forRank(rank, size, protocol, Buffering.ZERO, all);
  }

  /** The decisions of {@code rank} among {@code all}. */
  public static RankPlan forRank(int rank, int size, Protocol protocol, Buffering buffering, List<Decision> all) {
    Map<Integer, Decision> mine = new TreeMap<>();
    for (Decision decision : all) {
      if (decision.rank() == rank) {
        mine.put(decision.epoch(), decision);
      }
    }
    return new RankPlan(size, protocol, buffering, mine);
  }
}
