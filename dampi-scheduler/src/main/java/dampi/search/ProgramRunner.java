package dampi.search;

import dampi.check.Checkers;
import dampi.check.RunView;
import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.UnreceivedMessages;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.check.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs the program under test once per interleaving on a launcher, and has the checkers judge each run. It keeps
 * nothing between runs, so a parallel search can make several at once (the launcher allowing).
 */
public final class ProgramRunner implements InterleavingRunner {
  private final Launcher launcher;
  private final LaunchSpec spec;
  private final Protocol protocol;
  private final RankOutput output;
  private final Buffering buffering;
  private final Checkers checkers = Checkers.discover();

  public ProgramRunner(Launcher launcher, LaunchSpec spec, Protocol protocol, RankOutput output) {
    this(launcher, spec, protocol, Buffering.ZERO, output);
  }

  public ProgramRunner(Launcher launcher, LaunchSpec spec, Protocol protocol, Buffering buffering,
      RankOutput output) {
    this.launcher = launcher;
    this.spec = spec;
    this.protocol = protocol;
    this.buffering = buffering;
    this.output = output;
  }

  @Override
  public Interleaving run(List<Decision> decisions) {
    int ranks = spec.ranks();
    RunResult result = launcher.run(spec,
        rank -> new RankRecorder(rank, RankPlan.forRank(rank, ranks, protocol, buffering, decisions)), output);
    List<EpochTracker> trackers = result.records().stream().map(RankRecorder::tracker).toList();
    boolean infeasible = !result.succeeded() && UnreceivedMessages.forcedReceiveStarved(trackers)
        || trackers.stream().anyMatch(EpochTracker::forcedReceiveOvertaken);
    UnreceivedMessages.offerToReceivers(trackers);
    List<Epoch> epochs = new ArrayList<>();
    Map<String, Integer> unsupportedCalls = new TreeMap<>();
    for (RankRecorder record : result.records()) {
      epochs.addAll(record.epochs());
      record.unsupportedCalls().forEach((call, count) -> unsupportedCalls.merge(call, count, Integer::sum));
    }
    RunView view = new RunView(result.outcomes(), result.records());
    List<Finding> findings = infeasible ? List.of() : checkers.judge(view);
    return new Interleaving(0, decisions, epochs, findings, Checkers.diverged(view), infeasible, unsupportedCalls);
  }
}
