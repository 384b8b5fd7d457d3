package dampi.cli;

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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One verification, from a launch spec to its report: the depth-first search, the findings of every interleaving,
 * and why the search stopped. {@code verify} runs one; {@code selftest} runs one per suite program on a shared
 * launcher.
 */
final class Verification {
  /** Sees the search go by (a progress line); never steers it. */
  @FunctionalInterface
  interface SearchProgress {
    void explored(int interleavings, int pendingChoices);
  }

  private Verification() {}

  /** How many runs the report lists one by one, unless told otherwise: enough for any search a person reads. */
  static final int DEFAULT_LISTED_RUNS = 1000;

  static VerificationReport run(Launcher launcher, LaunchSpec spec, Protocol protocol, SearchLimits limits, int jobs,
      SearchProgress progress) {
    return run(launcher, spec, protocol, Buffering.ZERO, limits, SearchBounds.none(), jobs, DEFAULT_LISTED_RUNS,
        progress);
  }

  /**
   * @param jobs how many interleavings may run at once; the report is the same for any number
   * @param listedRuns how many runs the report lists one by one (the rest are counted)
   */
  static VerificationReport run(Launcher launcher, LaunchSpec spec, Protocol protocol, Buffering buffering,
      SearchLimits limits, SearchBounds bounds, int jobs, int listedRuns, SearchProgress progress) {
    long start = System.nanoTime();
    FindingCollector findings = new FindingCollector();
    Map<String, Integer> unsupportedCalls = new TreeMap<>();
    List<ReportBuilder.ExploredRun> explored = new ArrayList<>();
    boolean[] usedMpi = {false};
    ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, buffering, RankOutput.discard());
    if (limits.timeLimit() != null) {
      runner.until(java.time.Instant.now().plus(limits.timeLimit()));
    }
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, limits, bounds, jobs, (interleaving, pending) -> {
      List<Decision> schedule = interleaving.infeasible() ? interleaving.decisions() : interleaving.schedule();
      findings.add(interleaving.index(), schedule, interleaving.findings());
      interleaving.unsupportedCalls().forEach((call, count) -> unsupportedCalls.merge(call, count, Integer::sum));
      usedMpi[0] |= interleaving.usedMpi();
      if (explored.size() < listedRuns) {
        explored.add(new ReportBuilder.ExploredRun(interleaving.index(), !interleaving.infeasible(), schedule,
            interleaving.findings()));
      }
      progress.explored(interleaving.index(), pending);
    }).run();
    long elapsedMs = (System.nanoTime() - start) / 1_000_000;
    BoundedCoverage bounded = result.bounded();
    ReportBuilder.Search search = new ReportBuilder.Search(result.interleavings(), result.infeasible(),
        result.distinctEpochs(), result.stoppedBy(), elapsedMs, usedMpi[0], explored, result.runs() - explored.size());
    return ReportBuilder.build(spec, protocol.name().toLowerCase(Locale.ROOT), buffering, search,
        findings.summaries(), unsupportedCalls,
        new VerificationReport.Bounds(bounds.mixingBounded() ? bounds.mixing() : null,
            spec.abstractedLoops().stream().map(Object::toString).toList(), bounded.epochsExplored(),
            bounded.epochsCutByMixing(), bounded.epochsCutByRegions()));
  }
}
