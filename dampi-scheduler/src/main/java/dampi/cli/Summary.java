package dampi.cli;

import dampi.search.StopReason;
import dampi.report.VerificationReport;
import java.io.PrintStream;
import java.nio.file.Path;

/** The verdict a person reads at the end of {@code dampi verify}. */
final class Summary {
  private final PrintStream out;

  Summary(PrintStream out) {
    this.out = out;
  }

  void print(VerificationReport report, Path reportFile) {
    String name = report.program().jar() != null ? Path.of(report.program().jar()).getFileName().toString()
        : report.program().mainClass();
    out.printf("dampi verify: %s, %d ranks, %s, %s%n", name, report.ranks(), report.protocol(), report.device());
    String infeasible = report.infeasible() == 0 ? ""
        : String.format(" (and %d infeasible schedule%s)", report.infeasible(), report.infeasible() == 1 ? "" : "s");
    boolean interrupted = StopReason.INTERRUPTED.stoppedBy().equals(report.coverage().stoppedBy());
    out.printf("explored %d interleaving%s%s over %d epoch%s in %.1f s (%s)%n", report.interleavings(),
        report.interleavings() == 1 ? "" : "s", infeasible, report.epochs(), report.epochs() == 1 ? "" : "s",
        report.elapsedMs() / 1000.0,
        report.exhausted() ? "search exhausted" : interrupted ? "search interrupted by a signal"
            : "search cut short by " + report.coverage().stoppedBy());
    if (report.interleavings() + report.infeasible() == 0) {
      out.println("no run " + (interrupted ? "had ended when dampi was stopped" : "ended within the time limit")
          + ": nothing is known about the program");
    } else if (!report.madeMpiCalls()) {
      out.println("the program made no MPI calls: no rank called MPI.Init");
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
      return;
    }
    out.printf("%d finding%s:%n", report.findings().size(), report.findings().size() == 1 ? "" : "s");
    int number = 1;
    for (VerificationReport.FindingEntry finding : report.findings()) {
      out.printf("  #%d %s at %s, in %d of %d interleavings (first: %d)%n", number, finding.kind(), finding.site(),
          finding.count(), report.interleavings(), finding.interleaving());
      out.printf("     %s%n", finding.message());
      if (!finding.decisions().isEmpty()) {
        StringBuilder schedule = new StringBuilder();
        for (VerificationReport.DecisionEntry decision : finding.decisions()) {
          schedule.append(schedule.length() == 0 ? "" : ", ").append("rank ").append(decision.rank())
              .append(" epoch ").append(decision.epoch()).append(" <- ")
              .append(decision.requests() != null
                  ? "requests " + String.join("+", decision.requests().stream().map(String::valueOf).toList())
                  : decision.completion() ? "request " + decision.source() : String.valueOf(decision.source()));
        }
        out.printf("     schedule: %s%n", schedule);
      }
      if (reportFile != null) {
        out.printf("     replay: dampi replay %s --finding %d%n", reportFile, number);
      }
      number++;
    }
  }
}
