package dampi.cli;

import dampi.check.Finding;
import dampi.epoch.Decision;
import dampi.launch.BadInputException;
import dampi.launch.OutputRouter;
import dampi.launch.RankOutput;
import dampi.report.ReportFiles;
import dampi.report.VerificationReport;
import dampi.search.Interleaving;
import dampi.search.ProgramRunner;
import dampi.timeline.Timelines;
import dampi.verification.FindingReplay;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dampi replay}: re-executes exactly the schedule of one finding of a report, in this JVM, with the ranks'
 * output shown, so that a debugger can be attached.
 *
 * <pre>
 *   dampi replay report.json --finding 1
 * </pre>
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Re-execute the schedule of one finding of a dampi verify report and show what happens.",
        "Exit codes: 1 the finding showed again; 0 the run ended without it; 2 bad input."})
public final class ReplayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "REPORT.json", description = "a report written by dampi verify --report")
  Path reportFile;

  @Option(names = "--finding", paramLabel = "K", required = true,
      description = "which finding to replay, as numbered in the report's summary (1 = first)")
  int finding;

  @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
      description = "time limit of the run (default: ${DEFAULT-VALUE})")
  double timeoutSeconds;

  @Option(names = "--trace", paramLabel = "FILE",
      description = "write the replayed run's merged trace in the Chrome Trace Event format, for Perfetto or "
          + "chrome://tracing")
  Path trace;

  @Override
  public Integer call() {
    PrintStream out = OutputRouter.originalOut();
    PrintStream err = OutputRouter.originalErr();
    try {
      VerificationReport report = ReportFiles.read(reportFile);
      if (finding < 1 || finding > report.findings().size()) {
        throw new BadInputException("--finding " + finding + " is out of range: the report has "
            + report.findings().size() + " finding" + (report.findings().size() == 1 ? "" : "s"));
      }
      VerificationReport.FindingEntry entry = report.findings().get(finding - 1);
      FindingReplay replay = new FindingReplay(report, SecondsOption.duration("--timeout", timeoutSeconds));
      List<Decision> decisions = FindingReplay.decisions(entry);
      out.printf("dampi replay: finding #%d (%s at %s) with %d forced choice%s%n", finding, entry.kind(), entry.site(),
          decisions.size(), decisions.size() == 1 ? "" : "s");
      ProgramRunner.Executed executed = replay.run(entry, RankOutput.console(), trace != null);
      Interleaving interleaving = executed.interleaving();
      if (executed.record() != null) {
        err.println("dampi replay: " + Timelines.writeChromeTrace(executed.record(),
            "dampi replay finding #" + finding + ": " + entry.kind() + " at " + entry.site(), trace));
      }
      boolean reproduced = false;
      for (Finding seen : interleaving.findings()) {
        boolean same = seen.kind().jsonName().equals(entry.kind()) && seen.site().toString().equals(entry.site());
        reproduced |= same;
        out.printf("  %s %s at %s: %s%n", same ? "reproduced" : "also seen", seen.kind().jsonName(), seen.site(),
            seen.message());
      }
      if (!reproduced) {
        List<Decision> unreached = unreached(decisions, interleaving);
        if (!unreached.isEmpty()) {
          err.println("dampi replay: the run never reached the forced choice" + (unreached.size() == 1 ? " " : "s ")
              + String.join(", ", unreached.stream().map(d -> "rank " + d.rank() + " epoch " + d.epoch()).toList())
              + ": it went another way, so this replay says nothing about the finding");
          return DampiCommand.BAD_INPUT;
        }
        out.println("  the finding did not show in this run");
      }
      return reproduced ? DampiCommand.FAILED : DampiCommand.OK;
    } catch (IOException | BadInputException | IllegalArgumentException e) {
      err.println("dampi replay: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    }
  }

  /** The decisions whose epoch the run never completed. */
  private static List<Decision> unreached(List<Decision> decisions, Interleaving run) {
    return decisions.stream().filter(decision -> run.epochs().stream().noneMatch(epoch -> epoch.completed()
        && epoch.rank() == decision.rank() && epoch.index() == decision.epoch())).toList();
  }
}
