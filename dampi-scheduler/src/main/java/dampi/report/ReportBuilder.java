package dampi.report;

import dampi.check.Finding;
import dampi.epoch.Choice;
import dampi.epoch.Decision;
import dampi.epoch.PollAsks;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import dampi.launch.ProgramDigest;
import dampi.rank.Buffering;
import dampi.search.StopReason;
import dampi.site.Site;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Assembles the report of a finished search. */
public final class ReportBuilder {
  private ReportBuilder() {}

  /**
   * What a finished search found and how it went.
   *
   * @param interleavings the runs that are executions of the program
   * @param infeasible the runs that are not
   * @param explored the runs, in depth-first order, up to the listing cap
   * @param exploredOmitted runs past the cap
   */
  public record Search(int interleavings, int infeasible, int repeated, int epochs, StopReason stoppedBy,
      long elapsedMs, boolean usedMpi, List<ExploredRun> explored, int exploredOmitted) {}

  /** One run as the report lists it; {@code repeatOf} the earlier run that made its execution, 0 for none. */
  public record ExploredRun(int index, boolean feasible, List<Decision> schedule, List<Finding> findings,
      int repeatOf) {}

  /** @param bounds what the search's bounds cut */
  public static VerificationReport build(LaunchSpec spec, String protocol, Buffering buffering, Search search,
      List<FindingSummary> findings, Map<String, Integer> unsupportedCalls, VerificationReport.Bounds bounds) {
    Program program = spec.program();
    VerificationReport.ProgramInfo info = new VerificationReport.ProgramInfo(
        program.jar() == null ? null : program.jar().toAbsolutePath().toString(), program.mainClass(),
        program.classpath().stream().map(Path::toString).toList(), program.args(), ProgramDigest.of(program));
    List<VerificationReport.FindingEntry> entries = findings.stream().map(ReportBuilder::entry).toList();
    List<Finding> numbered = findings.stream().map(FindingSummary::finding).toList();
    List<VerificationReport.RunEntry> runs = search.explored().stream().map(run -> new VerificationReport.RunEntry(
        run.index(), run.feasible(), run.schedule().stream().map(ReportBuilder::decision).toList(),
        run.findings().stream().map(finding -> numbered.indexOf(finding) + 1).sorted().toList(),
        run.repeatOf() == 0 ? null : run.repeatOf())).toList();
    StopReason stoppedBy = search.stoppedBy();
    return new VerificationReport(Tool.NAME, Tool.VERSION, info, spec.ranks(), protocol, spec.device().cliName(),
        buffering.name().toLowerCase(java.util.Locale.ROOT), search.interleavings(), search.infeasible(),
        search.repeated(), search.epochs(), stoppedBy.exhausted(), search.elapsedMs(), search.usedMpi(), entries,
        new VerificationReport.Coverage(stoppedBy.stoppedBy(), unsupportedCalls, bounds), runs,
        search.exploredOmitted(), null);
  }

  private static VerificationReport.FindingEntry entry(FindingSummary summary) {
    Finding finding = summary.finding();
    return new VerificationReport.FindingEntry(finding.kind().jsonName(), summary.firstInterleaving(),
        summary.count(), finding.ranks(), finding.message(), finding.site().toString(),
        summary.decisions().stream().map(ReportBuilder::decision).toList());
  }

  /**
   * A decision's choice is written as {@code source}, with {@code completion} saying whether it is a request index; a
   * decision that says nowhere is written with an empty site, as reports have always had it.
   */
  private static VerificationReport.DecisionEntry decision(Decision decision) {
    String site = decision.site().isKnown() ? decision.site().toString() : "";
    if (decision.choice() instanceof Choice.RequestSet set) {
      return new VerificationReport.DecisionEntry(decision.rank(), decision.epoch(), set.indices().first(), site, true,
          List.copyOf(set.indices()));
    }
    int source = decision.findsNothing() ? VerificationReport.DecisionEntry.NOTHING
        : decision.sourceRank().orElseGet(() -> decision.requestIndex().getAsInt());
    PollAsks asks = decision.asks();
    return new VerificationReport.DecisionEntry(decision.rank(), decision.epoch(), source, site,
        decision.completion(), null, asks == null ? null : asks.source(), asks == null ? null : asks.tag());
  }

  /**
   * The decisions of a report's finding, back as the scheduler's type; an empty or absent site says nowhere, and a
   * report of an earlier version, without {@code completion}, reads as false: source ranks.
   */
  public static List<Decision> decisions(VerificationReport.FindingEntry entry) {
    return entry.decisions() == null ? List.of() : entry.decisions().stream()
        .map(d -> new Decision(d.rank(), d.epoch(), choice(d), Site.parse(d.site() == null ? "" : d.site()),
            d.askedSource() == null || d.askedTag() == null ? null : new PollAsks(d.askedSource(), d.askedTag())))
        .toList();
  }

  private static Choice choice(VerificationReport.DecisionEntry entry) {
    if (entry.requests() != null) {
      return new Choice.RequestSet(new java.util.TreeSet<>(entry.requests()));
    }
    if (entry.completion()) {
      return new Choice.RequestIndex(entry.source());
    }
    return entry.source() == VerificationReport.DecisionEntry.NOTHING ? new Choice.Nothing()
        : new Choice.SourceRank(entry.source());
  }
}
