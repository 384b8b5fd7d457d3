package dampi.cli;

import dampi.launch.BadInputException;
import dampi.launch.OutputRouter;
import dampi.report.ReportFiles;
import dampi.report.VerificationReport;
import dampi.timeline.HtmlReport;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dampi report}: the HTML report of a JSON report written earlier, its findings replayed for their diagrams.
 *
 * <pre>
 *   dampi report nightly.json --html nightly.html --sources src/main/java
 * </pre>
 */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Write the HTML report of a dampi verify report: the summary and, for each finding, its source "
        + "lines, replay command, the space-time diagram of its interleaving with the critical path, and the wait-for "
        + "graph of a deadlock. Each finding's schedule is replayed once with tracing on (the program must be the one "
        + "verified; otherwise the findings are shown without diagrams).",
        "Exit codes: 0 written; 2 bad input."})
public final class ReportCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "REPORT.json", description = "a report written by dampi verify --report")
  Path reportFile;

  @Option(names = "--html", paramLabel = "FILE.html", required = true, description = "write the HTML report here")
  Path html;

  @Option(names = "--sources", paramLabel = "DIR",
      description = "where to look for the program's source files (repeatable; default: the current directory)")
  List<Path> sources = new ArrayList<>();

  @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
      description = "time limit of each replayed run (default: ${DEFAULT-VALUE})")
  double timeoutSeconds;

  @Override
  public Integer call() {
    PrintStream err = OutputRouter.originalErr();
    try {
      VerificationReport report = ReportFiles.read(reportFile);
      OutputFiles.check("--html", html, List.of(reportFile));
      err.println("dampi report: " + HtmlReport.write(report, reportFile.toString(),
          sources.isEmpty() ? List.of(Path.of(".")) : sources, SecondsOption.duration("--timeout", timeoutSeconds),
          html));
      return DampiCommand.OK;
    } catch (IOException | BadInputException | IllegalArgumentException e) {
      err.println("dampi report: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    }
  }
}
