package dampi.record;

import dampi.launch.LaunchSpec;
import dampi.launch.ProgramDigest;
import dampi.rank.Buffering;
import dampi.rank.RankOutcome;
import dampi.rank.RunRecord;
import dampi.replay.Interval;
import dampi.replay.RankReplayLog;
import dampi.replay.ReplaySet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A finished run recorded for replay, made into its {@link Recording}. */
public final class Recordings {
  /**
   * The default bound: a replay of one rank re-executes at most 8 ranks, which a debugging session on one machine
   * runs at once; on the suite's realistic programs at 64 ranks it logs 11 % of Jacobi's receives (BENCHMARKS.md,
   * "Incremental replay").
   */
  public static final int DEFAULT_BOUND = 8;

  private Recordings() {}

  public static Recording of(LaunchSpec spec, Buffering buffering, int bound, RunRecord run) {
    List<Recording.Ending> endings = new ArrayList<>();
    List<RankReplayLog> logs = new ArrayList<>();
    for (int rank = 0; rank < spec.ranks(); rank++) {
      RankOutcome outcome = run.outcome(rank);
      int collectives = run.record(rank).collectives().size();
      endings.add(outcome instanceof RankOutcome.Deadlocked blocked
          ? new Recording.Ending(outcome.describe(), blocked.call(), blocked.site().toString(), collectives)
          : new Recording.Ending(outcome.describe(), null, null, collectives));
      RankReplayLog log = run.record(rank).replayLog();
      // a rank that never got to record keeps its own interval alone, and nothing else
      logs.add(log != null ? log : new RankReplayLog(rank, bound, ReplaySet.of(new Interval(rank, 0)), List.of(),
          List.of(), List.of(), List.of()));
    }
    return new Recording(spec.program(), ProgramDigest.of(spec.program()), spec.ranks(), spec.device().cliName(),
        buffering.name().toLowerCase(Locale.ROOT), bound, endings, logs);
  }

  /** One line on what was recorded, e.g. for {@code dampi run --record}. */
  public static String summary(Recording recording) {
    long received = recording.received();
    long logged = recording.logged();
    return String.format(Locale.ROOT, "%d of %d receives logged (%.1f%%, %d bytes); a replay of one rank "
        + "re-executes at most %d of %d ranks (bound %d)", logged, received, received == 0 ? 0.0
        : 100.0 * logged / received, recording.loggedBytes(), recording.largestReplaySet(), recording.ranks(),
        recording.bound());
  }
}
