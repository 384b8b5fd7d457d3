package dampi.verification;

import dampi.clock.Protocol;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.RankOutput;
import dampi.rank.Buffering;
import dampi.report.FindingCollector;
import dampi.report.ReportBuilder;
import dampi.report.VerificationReport;
import dampi.search.BoundedCoverage;
import dampi.search.DepthFirstSearch;
import dampi.search.ProgramRunner;
import dampi.search.SearchBounds;
import dampi.search.SearchLimits;
import dampi.epoch.Decision;
import dampi.search.Interleaving;
import dampi.search.StopReason;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One verification, from a launch spec to its report: the depth-first search, the findings of every interleaving,
 * and why the search stopped. {@code verify} runs one; {@code selftest} runs one per suite program on a shared
 * launcher.
 */
public final class Verification {
  /** Sees the search go by (a progress line); never steers it. */
  @FunctionalInterface
  public interface SearchProgress {
    void explored(int interleavings, int pendingChoices);
  }

  private Verification() {}

  /** How many runs the report lists one by one, unless told otherwise: enough for any search a person reads. */
  public static final int DEFAULT_LISTED_RUNS = 1000;

  public static VerificationReport run(Launcher launcher, LaunchSpec spec, Protocol protocol, SearchLimits limits,
      int jobs, SearchProgress progress) {
    return run(launcher, spec, protocol, Buffering.ZERO, limits, SearchBounds.none(), jobs, DEFAULT_LISTED_RUNS,
        progress);
  }

  /**
   * @param jobs how many interleavings may run at once; the report is the same for any number
   * @param listedRuns how many runs the report lists one by one (the rest are counted)
   */
  public static VerificationReport run(Launcher launcher, LaunchSpec spec, Protocol protocol, Buffering buffering,
      SearchLimits limits, SearchBounds bounds, int jobs, int listedRuns, SearchProgress progress) {
    return new SoFar(spec, protocol, buffering, bounds, listedRuns).search(launcher, limits, jobs, progress);
  }

  /**
   * What a search has found so far: the report of the runs that ended, whole when the search ends, or at any moment
   * ({@link #interrupted}) when a signal ends dampi in the middle.
   */
  public static final class SoFar {
    private final LaunchSpec spec;
    private final Protocol protocol;
    private final Buffering buffering;
    private final SearchBounds bounds;
    private final int listedRuns;
    private final long start = System.nanoTime();
    private final FindingCollector findings = new FindingCollector();
    private final Map<String, Integer> unsupportedCalls = new TreeMap<>();
    private final List<ReportBuilder.ExploredRun> explored = new ArrayList<>();
    private final Set<List<Integer>> epochs = new HashSet<>();
    private boolean usedMpi;
    private int runs;
    private int infeasible;
    private int repeated;

    public SoFar(LaunchSpec spec, Protocol protocol, Buffering buffering, SearchBounds bounds, int listedRuns) {
      this.spec = spec;
      this.protocol = protocol;
      this.buffering = buffering;
      this.bounds = bounds;
      this.listedRuns = listedRuns;
    }

    public VerificationReport search(Launcher launcher, SearchLimits limits, int jobs, SearchProgress progress) {
      ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, buffering, RankOutput.discard());
      if (limits.timeLimit() != null) {
        runner.until(java.time.Instant.now().plus(limits.timeLimit()));
      }
      DepthFirstSearch.Result result = new DepthFirstSearch(runner, limits, bounds, jobs, (interleaving, pending) -> {
        explored(interleaving);
        progress.explored(interleaving.index(), pending);
      }).run();
      synchronized (this) {
        return report(new ReportBuilder.Search(result.interleavings(), result.infeasible(), result.repeated(),
            result.distinctEpochs(), result.stoppedBy(), elapsedMs(), usedMpi, List.copyOf(explored),
            result.runs() - explored.size()), result.bounded());
      }
    }

    /** The report of the runs that have ended, for a search a signal ended in the middle. */
    public synchronized VerificationReport interrupted() {
      return stopped(StopReason.INTERRUPTED);
    }

    /** The report of the runs that had ended when {@code reason} stopped the search in the middle. */
    public synchronized VerificationReport stopped(StopReason reason) {
      return report(new ReportBuilder.Search(runs - infeasible - repeated, infeasible, repeated, epochs.size(), reason,
          elapsedMs(), usedMpi, List.copyOf(explored), runs - explored.size()), BoundedCoverage.NOTHING);
    }

    private synchronized void explored(Interleaving interleaving) {
      List<Decision> schedule = interleaving.infeasible() ? interleaving.decisions() : interleaving.schedule();
      if (interleaving.repeatOf() == 0) { // a repeat's findings are its earlier run's
        findings.add(interleaving.index(), schedule, interleaving.findings());
      }
      interleaving.unsupportedCalls().forEach((call, count) -> unsupportedCalls.merge(call, count, Integer::sum));
      usedMpi |= interleaving.usedMpi();
      runs++;
      infeasible += interleaving.infeasible() ? 1 : 0;
      repeated += interleaving.repeatOf() == 0 ? 0 : 1;
      interleaving.epochs().forEach(epoch -> epochs.add(List.of(epoch.rank(), epoch.index())));
      if (explored.size() < listedRuns) {
        explored.add(new ReportBuilder.ExploredRun(interleaving.index(), !interleaving.infeasible(), schedule,
            interleaving.findings(), interleaving.repeatOf()));
      }
    }

    private long elapsedMs() {
      return (System.nanoTime() - start) / 1_000_000;
    }

    private VerificationReport report(ReportBuilder.Search search, BoundedCoverage bounded) {
      return ReportBuilder.build(spec, protocol.name().toLowerCase(Locale.ROOT), buffering, search,
          findings.summaries(), unsupportedCalls,
          new VerificationReport.Bounds(bounds.mixingBounded() ? bounds.mixing() : null,
              spec.abstractedLoops().stream().map(Object::toString).toList(), bounded.epochsExplored(),
              bounded.epochsCutByMixing(), bounded.epochsCutByRegions()));
    }
  }
}
