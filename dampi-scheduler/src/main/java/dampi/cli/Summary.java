package dampi.cli;

import dampi.search.StopReason;
import dampi.report.CountsText;
import dampi.report.FindingText;
import dampi.report.VerificationReport;
import java.io.PrintStream;
import java.nio.file.Path;

/** The verdict a person reads at the end of {@code dampi verify}. */
final class Summary {
  /** The choices of a finding's schedule the summary shows; a longer one ends with a count of the rest. */
  static final int SCHEDULE_SHOWN = 24;

  private final PrintStream out;

  Summary(PrintStream out) {
    this.out = out;
  }

  void print(VerificationReport report, Path reportFile) {
    String name = report.program().jar() != null ? Path.of(report.program().jar()).getFileName().toString()
        : report.program().mainClass();
    out.printf("dampi verify: %s, %d ranks, %s, %s%n", name, report.ranks(), report.protocol(), report.device());
    String infeasible = CountsText.apart(report);
    boolean interrupted = StopReason.INTERRUPTED.stoppedBy().equals(report.coverage().stoppedBy());
    boolean launchFailed = StopReason.LAUNCH_FAILURE.stoppedBy().equals(report.coverage().stoppedBy());
    out.printf("explored %d interleaving%s%s over %d epoch%s in %.1f s (%s)%n", report.interleavings(),
        report.interleavings() == 1 ? "" : "s", infeasible, report.epochs(), report.epochs() == 1 ? "" : "s",
        report.elapsedMs() / 1000.0,
        report.exhausted() ? "search exhausted" : interrupted ? "search interrupted by a signal"
            : launchFailed ? "search stopped: a rank could not be started"
            : "search cut short by " + report.coverage().stoppedBy());
    if ("llcp".equals(report.protocol()) && report.epochs() > 0) {
      // "exhausted" is about the alternatives the protocol revealed; one Lamport value cannot reveal them all
      out.println("llcp may miss outcomes where wildcard receives of several ranks interact (Vo, Theorem 5.3); "
          + "--protocol lvcp finds them all");
    }
    if (report.interleavings() + report.infeasible() == 0) {
      out.println("no run " + (interrupted || launchFailed ? "had ended when dampi was stopped"
          : "ended within the time limit")
          + ": nothing is known about the program");
    } else if (!report.madeMpiCalls()) {
      // a call made before an Init that never came is a finding of its own
      out.println(report.findings().isEmpty() ? "the program made no MPI calls: no rank called MPI.Init"
          : "no rank called MPI.Init");
    }
    VerificationReport.Bounds bounds = report.coverage().bounds();
    if (bounds != null && (bounds.mixing() != null || !bounds.abstractedLoops().isEmpty()
        || bounds.epochsCutByRegions() > 0)) {
      java.util.List<String> bought = new java.util.ArrayList<>();
      if (bounds.mixing() != null) {
        bought.add("mixing " + bounds.mixing());
      }
      if (!bounds.abstractedLoops().isEmpty()) {
        bought.add("abstracted loops " + String.join(", ", bounds.abstractedLoops()));
      }
      bought.add(String.format("epochs explored fully: %d, cut by mixing: %d, cut by regions: %d",
          bounds.epochsExplored(), bounds.epochsCutByMixing(), bounds.epochsCutByRegions()));
      out.println("bounds: " + String.join("; ", bought));
    }
    if (!report.coverage().unsupportedCalls().isEmpty()) {
      out.println("coverage incomplete: calls dampi does not model: " + report.coverage().unsupportedCalls());
    }
    if (report.findings().isEmpty()) {
      out.println("no findings");
    } else {
      printFindings(report, reportFile);
    }
    if (report.triage() != null) {
      printTriage(report);
    }
  }

  private void printFindings(VerificationReport report, Path reportFile) {
    out.printf("%d finding%s:%n", report.findings().size(), report.findings().size() == 1 ? "" : "s");
    int number = 1;
    for (VerificationReport.FindingEntry finding : report.findings()) {
      out.printf("  #%d %s at %s, in %d of %d interleavings (first: %d)%s%n", number, finding.kind(),
          finding.site(), finding.count(), report.interleavings(), finding.interleaving(), status(finding));
      out.printf("     %s%n", finding.message());
      if (!finding.decisions().isEmpty()) {
        out.printf("     schedule: %s%n", FindingText.schedule(finding, SCHEDULE_SHOWN));
      }
      if (reportFile != null) {
        out.printf("     replay: dampi replay %s --finding %d%n", reportFile, number);
      }
      number++;
    }
  }

  private static String status(VerificationReport.FindingEntry finding) {
    if (finding.status() == null) {
      return "";
    }
    return VerificationReport.FindingEntry.SUPPRESSED.equals(finding.status())
        ? " [suppressed: " + finding.suppression() + "]" : " [" + finding.status() + "]";
  }

  private void printTriage(VerificationReport report) {
    VerificationReport.Triage triage = report.triage();
    long fresh = report.failingFindings().size();
    out.printf("triage: %d new, %d known, %d suppressed%s%n", fresh,
        report.findings().stream().filter(f -> VerificationReport.FindingEntry.KNOWN.equals(f.status())).count(),
        report.findings().stream().filter(f -> VerificationReport.FindingEntry.SUPPRESSED.equals(f.status())).count(),
        triage.baseline() == null ? "" : " (baseline " + triage.baseline() + ")");
    for (VerificationReport.FindingRef fixed : triage.fixed()) {
      out.printf("  fixed since the baseline: %s at %s%n", fixed.kind(), fixed.site());
    }
    for (VerificationReport.FindingRef unseen : triage.unseen()) {
      out.printf("  not seen by this search, which was cut short: %s at %s%n", unseen.kind(), unseen.site());
    }
    for (String stale : triage.staleSuppressions()) {
      out.printf("  stale suppression, it matched nothing: %s%n", stale);
    }
  }
}
