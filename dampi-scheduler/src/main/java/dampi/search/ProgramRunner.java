package dampi.search;

import dampi.check.Checkers;
import dampi.check.FindingKind;
import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochLog;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.RankOutput;
import dampi.rank.Buffering;
import dampi.rank.RankOutcome;
import dampi.rank.RankPlan;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import dampi.rank.RunPeers;
import dampi.rank.RunRecord;
import dampi.check.Finding;
import dampi.site.Site;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
  private volatile Instant deadline;
  private volatile ProgramPolls programPolls; // read from the program's classes at the first run

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

  /**
   * Ends every run by {@code deadline} at the latest (the search's time limit): a run torn down for it, rather than by
   * its own timeout, is {@link Interleaving#cutShort}.
   */
  public ProgramRunner until(Instant deadline) {
    this.deadline = deadline;
    return this;
  }

  @Override
  public Interleaving run(List<Decision> decisions) {
    return execute(decisions, false, 0).interleaving();
  }

  @Override
  public boolean oneRunAtATime() {
    return launcher.runsExhaustedTheHeap();
  }

  /** Its own time limit, and as long again (a minute at least) for start-up, teardown and judging the run. */
  @Override
  public Optional<Duration> longestRun() {
    Duration margin = spec.timeout().compareTo(Duration.ofMinutes(1)) > 0 ? spec.timeout() : Duration.ofMinutes(1);
    return Optional.of(spec.timeout().plus(margin));
  }

  /**
   * The run of {@code decisions} with every rank's trace recorded: the interleaving, and the run's record with its
   * traces (null when the search's time limit cut the run short).
   */
  public Executed runTraced(List<Decision> decisions) {
    return execute(decisions, true, 0);
  }

  /**
   * The run of {@code decisions} recorded for incremental replay under {@code bound} (see {@code
   * dampi.replay.ReplayRecorder}): the interleaving, and the run's record with every rank's replay log (null when the
   * search's time limit cut the run short).
   */
  public Executed runRecorded(List<Decision> decisions, int bound) {
    return execute(decisions, false, bound);
  }

  /** One run: what the search learns of it, and its record. */
  public record Executed(Interleaving interleaving, RunRecord record) {}

  private Executed execute(List<Decision> decisions, boolean traced, int replayBound) {
    int ranks = spec.ranks();
    LaunchSpec bounded = spec;
    if (deadline != null) {
      Duration left = Duration.between(Instant.now(), deadline);
      if (left.compareTo(Duration.ofMillis(1)) < 0) {
        return new Executed(Interleaving.cutShort(decisions), null);
      }
      if (left.compareTo(spec.timeout()) < 0) {
        bounded = new LaunchSpec(spec.program(), spec.ranks(), spec.device(), left, spec.cluster(),
            spec.abstractedLoops());
      }
    }
    RunPeers peers = new RunPeers();
    RunRecord run = launcher.run(bounded, rank -> new RankRecorder(rank, RankPlan.forRank(rank, ranks, protocol,
        buffering, decisions).tracing(traced).recordingForReplay(replayBound)).joining(peers), output).run();
    if (bounded != spec && run.outcomes().stream().anyMatch(outcome -> outcome instanceof RankOutcome.TimedOut)) {
      return new Executed(Interleaving.cutShort(decisions), null);
    }
    return new Executed(judge(decisions, run), run);
  }

  /**
   * What the program's polling loops do when a poll finds nothing (see {@link ProgramPolls}), read once: a loop that
   * reads the clock between polls is one that may give up, whether or not a run has shown it giving up yet.
   */
  private ProgramPolls programPolls() {
    if (programPolls == null) {
      programPolls = ProgramPolls.of(spec.program().classpath());
    }
    return programPolls;
  }

  private Interleaving judge(List<Decision> decisions, RunRecord run) {
    List<Epoch> epochs = new ArrayList<>();
    Map<String, Integer> unsupportedCalls = new TreeMap<>();
    java.util.Set<PollingLoop> pollingLoops = new java.util.HashSet<>();
    EpochId stuckPoll = null;
    for (RankRecord record : run.records()) {
      epochs.addAll(record.epochs());
      if (record.epochLog() != null) {
        EpochLog log = record.epochLog();
        log.pollingLoops().forEach(site -> pollingLoops.add(new PollingLoop(site,
            log.givingUpLoops().contains(site) || programPolls().timed().contains(site),
            log.workingLoops().contains(site) || programPolls().working().contains(site))));
        if (run.infeasible() && record.epochLog().forcedPollWaiting() >= 0 && stuckPoll == null) {
          stuckPoll = new EpochId(record.rank(), record.epochLog().forcedPollWaiting());
        }
      }
      record.unsupportedCalls().forEach((call, count) -> unsupportedCalls.merge(call, count, Integer::sum));
    }
    // A poll whose code always polls again after an empty answer is a loop that polls until it finds, from its first
    // run on: none needs forcing it to find nothing to learn that.
    for (Epoch epoch : epochs) {
      if (programPolls().untilFound().contains(epoch.site())) {
        pollingLoops.add(new PollingLoop(epoch.site(), false, programPolls().working().contains(epoch.site())));
      }
    }
    Optional<RankRecord> diverged = run.diverged();
    List<Finding> findings = run.infeasible() ? List.of()
        : diverged.map(ProgramRunner::divergence).orElseGet(() -> checkers.judge(run));
    boolean usedMpi = run.records().stream().anyMatch(RankRecord::initialized);
    return new Interleaving(0, decisions, epochs, findings, diverged.isPresent(), run.infeasible(), unsupportedCalls,
        usedMpi, false, pollingLoops, stuckPoll, 0);
  }

  /**
   * A run that did not follow its decisions is reported as that alone: what it did afterwards says nothing about the
   * program, so the checkers never judge it.
   */
  private static List<Finding> divergence(RankRecord record) {
    return List.of(new Finding(FindingKind.DIVERGED, List.of(record.rank()), Site.unknown(),
        record.divergence()));
  }
}
