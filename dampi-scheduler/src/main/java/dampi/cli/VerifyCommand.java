package dampi.cli;

import dampi.clock.Protocol;
import dampi.launch.BadInputException;
import dampi.launch.LaunchFailure;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.OutputRouter;
import dampi.launch.devices.Launchers;
import dampi.rank.Buffering;
import dampi.record.FindingRecords;
import dampi.report.Baseline;
import dampi.report.JunitReport;
import dampi.report.ReportFiles;
import dampi.report.Suppressions;
import dampi.report.Triage;
import dampi.report.VerificationReport;
import dampi.search.RunsStalledException;
import dampi.search.SearchBounds;
import dampi.search.SearchLimits;
import dampi.search.StopReason;
import dampi.verification.ProtocolChoice;
import dampi.verification.Verification;
import dampi.timeline.HtmlReport;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.UnaryOperator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code dampi verify}: explores every outcome of the program's wildcard receives and reports what goes wrong.
 *
 * <pre>
 *   dampi verify --protocol llcp app.jar
 *   dampi verify -np 8 --protocol lvcp --report out.json --junit out.xml --classpath build Main
 *   dampi verify --bound-mixing 1 --abstract-loop com.example.Solver#step --config nightly.properties app.jar
 * </pre>
 *
 * Exit codes: 0 no findings and the search was exhausted; 1 findings (with a baseline or suppressions: new ones);
 * 2 bad input or tool failure; 3 no findings but the search was cut short (a limit, a bound that withheld
 * alternatives, or calls dampi does not model).
 */
@Command(name = "verify", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Run an MPJ Express program under every outcome of its wildcard receives (depth-first over epochs) "
        + "and report deadlocks, resource leaks, collective mismatches, type mismatches and truncation, exceptions, "
        + "MPI errors, missing Finalize and time-outs, each with a replayable schedule.",
        "Exit codes: 0 no findings and search exhausted; 1 findings (with --baseline or suppressions: new "
            + "findings); 2 bad input or tool failure; "
            + "3 no findings but the search was cut short (a limit, or a bound that cut something).",
        "Options can also come from a properties file (--config, or dampi.properties next to APP.jar): one "
            + "'option-name=value' per line, e.g. protocol=lvcp; the command line wins."})
public final class VerifyCommand implements Callable<Integer> {
  public static final int CUT_SHORT = 3;

  @Spec CommandSpec spec;

  @Option(names = "--protocol", paramLabel = "auto|llcp|lvcp", defaultValue = "auto",
      description = "llcp: lazy Lamport clocks (scalable, may miss matches); lvcp: lazy vector clocks (complete); "
          + "auto: lvcp up to " + ProtocolChoice.AUTO_LVCP_MAX_RANKS + " ranks, llcp above. Default: ${DEFAULT-VALUE}")
  String protocol;

  @Mixin ProgramOptions program;

  @Mixin BoundsOptions bounds;

  @Option(names = "--max-interleavings", paramLabel = "N", defaultValue = "0",
      description = "stop after N runs, infeasible schedules included (0: no limit)")
  int maxInterleavings;

  @Option(names = "--list-interleavings", paramLabel = "N", defaultValue = "1000",
      description = "list at most N runs one by one in the JSON report; the rest are counted (default: ${DEFAULT-VALUE})")
  int listedRuns;

  @Option(names = "--time-limit", paramLabel = "SECONDS", description = "stop the search after this long")
  Double timeLimitSeconds;

  @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
      description = "time limit of one interleaving; a run past it is a 'timeout' finding (default: ${DEFAULT-VALUE})")
  double runTimeoutSeconds;

  @Option(names = "--jobs", paramLabel = "N",
      description = "run up to N interleavings at once (1 to 256); the results are the same for any N "
          + "(default: the number of cores, ${DEFAULT-VALUE} here)")
  int jobs = JobsOption.cores();

  @Option(names = "--stop-at-first-error", description = "end the search at the first interleaving with a finding")
  boolean stopAtFirstError;

  @Option(names = "--report", paramLabel = "FILE.json", description = "write the JSON report here")
  Path report;

  @Mixin RecordOptions recordOptions;

  @Option(names = "--junit", paramLabel = "FILE.xml", description = "write a JUnit XML report here")
  Path junit;

  @Option(names = "--html", paramLabel = "FILE.html",
      description = "write a self-contained HTML report here: the summary, and for each finding its source lines, "
          + "replay command and the space-time diagram of its interleaving (each finding's schedule is replayed once "
          + "with tracing on)")
  Path html;

  @Option(names = "--sources", paramLabel = "DIR",
      description = "where the HTML report looks for the program's source files, to show the lines of each finding "
          + "(repeatable; default: the current directory)")
  List<Path> sources = new ArrayList<>();

  @Option(names = "--baseline", paramLabel = "REPORT.json",
      description = "an earlier report of the program: each finding is then new or known, only new ones fail the run "
          + "(exit 1), and the summary lists the baseline's findings that are fixed (can be the --report path)")
  Path baseline;

  @Option(names = "--suppressions", paramLabel = "FILE",
      description = "accepted findings, one 'KIND SITE-PATTERN REASON' per line (default: "
          + Suppressions.DEFAULT_FILE_NAME + " next to APP.jar, if there); a suppressed finding does not fail the run, "
          + "and a suppression that matched nothing is reported as stale")
  Path suppressions;

  @Option(names = "--config", paramLabel = "FILE",
      description = "read options from this properties file (default: dampi.properties next to APP.jar, if there); "
          + "options on the command line win")
  Path config;

  @Override
  public Integer call() {
    VerifyCommand effective;
    try {
      effective = ConfigFile.apply(this);
    } catch (BadInputException e) {
      OutputRouter.originalErr().println("dampi verify: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    }
    return effective.verify();
  }

  /**
   * Checks the values of some options alone (a config file's entry), as far as that is possible without the rest.
   *
   * @param arguments command-line words holding only options
   */
  static void checkOptions(List<String> arguments) throws BadInputException {
    VerifyCommand alone = new VerifyCommand();
    List<String> withPlaceholderProgram = new ArrayList<>(arguments);
    withPlaceholderProgram.add("Main");
    try {
      new CommandLine(alone).setStopAtPositional(true).parseArgs(withPlaceholderProgram.toArray(String[]::new));
    } catch (ParameterException e) {
      throw new BadInputException(e.getMessage());
    }
    ProtocolChoice.parse(alone.protocol);
    alone.checkListedRuns();
    alone.limits();
    alone.checkTimeout();
    JobsOption.check(alone.jobs);
    alone.bounds.searchBounds();
    alone.bounds.loops();
    alone.program.device();
    alone.program.checkRanks();
  }

  private Duration checkTimeout() throws BadInputException {
    return SecondsOption.duration("--timeout", runTimeoutSeconds);
  }

  private Integer verify() {
    PrintStream out = OutputRouter.originalOut();
    PrintStream err = OutputRouter.originalErr();
    try {
      checkListedRuns();
      SearchLimits limits = limits();
      Duration runTimeout = checkTimeout();
      JobsOption.check(jobs);
      checkOutputs();
      SearchBounds searchBounds = bounds.searchBounds();
      LaunchSpec spec = bounds.applyTo(program.launchSpec(runTimeout));
      int replayBound = recordOptions.bound();
      Baseline known = baseline == null ? null : Baseline.read(baseline, spec.program().mainClass());
      Suppressions accepted = suppressions();
      Buffering buffering = program.buffering();
      Protocol chosen = ProtocolChoice.parse(protocol).forRanks(spec.ranks());
      long start = System.nanoTime();
      Progress progress = new Progress(err, System.console() != null);
      Verification.SoFar soFar = new Verification.SoFar(spec, chosen, buffering, searchBounds, listedRuns);
      AtomicBoolean summarized = new AtomicBoolean();
      // The report as the user's baseline and suppressions judge it, whole or interrupted.
      UnaryOperator<VerificationReport> triaged = report -> Triage.apply(report, known, accepted);
      Thread onSignal = new Thread(
          () -> summarizeInterrupted(soFar, triaged, summarized, out, err, StopReason.INTERRUPTED, "ended by a signal"),
          "dampi-on-signal");
      Runtime.getRuntime().addShutdownHook(onSignal);
      VerificationReport verification;
      try (Launcher launcher = Launchers.create(spec.device())) {
        verification = triaged.apply(soFar.search(launcher, limits, jobs,
            (interleavings, pending) -> progress.update(interleavings, pending, start)));
      } catch (OutOfMemoryError exhausted) {
        // Runs under way together exhausted the heap faster than the heap guard could end them (see HeapGuard).
        removeHook(onSignal);
        summarizeInterrupted(soFar, triaged, summarized, out, err, StopReason.INTERRUPTED, "stopped: the program "
            + "exhausted the heap it "
            + "shares with dampi while " + jobs + " runs were under way at once (try --jobs 1, or more heap with "
            + "DAMPI_JAVA_OPTS)");
        return DampiCommand.BAD_INPUT;
      } catch (RunsStalledException stalled) {
        removeHook(onSignal);
        summarizeInterrupted(soFar, triaged, summarized, out, err, StopReason.INTERRUPTED, "stopped: "
            + stalled.getMessage() + (jobs > 1
            ? "; with several runs under way, a program that exhausts the heap can do this (try --jobs 1)" : ""));
        return DampiCommand.BAD_INPUT;
      } catch (LaunchFailure cluster) {
        // Not the program's fault, and no later run would fare better: stop, saying what the runs so far found.
        removeHook(onSignal);
        summarizeInterrupted(soFar, triaged, summarized, out, err, StopReason.LAUNCH_FAILURE,
            "stopped: " + cluster.getMessage());
        return DampiCommand.BAD_INPUT;
      } catch (RuntimeException | Error failure) {
        if (summarized.compareAndSet(false, true)) {
          removeHook(onSignal); // dampi itself failed, no signal ended it: its one line of error says so
        }
        throw failure;
      }
      if (!summarized.compareAndSet(false, true)) {
        return DampiCommand.FAILED; // a signal came first: its hook prints what was found
      }
      removeHook(onSignal);
      progress.finish();
      new Summary(out).print(verification, report);
      try {
        writeFiles(verification);
        if (html != null) {
          err.println("dampi verify: " + HtmlReport.write(verification, report != null ? report.toString()
              : "REPORT.json", sources.isEmpty() ? List.of(Path.of(".")) : sources, runTimeout, html));
        }
        if (recordOptions.recording()) {
          for (String line : FindingRecords.write(verification, spec, chosen, buffering, replayBound,
              recordOptions.directory)) {
            err.println("dampi verify: " + line);
          }
        }
      } catch (IOException e) {
        err.println("dampi verify: cannot write the report after the search (the summary above is complete): "
            + e.getMessage());
        return DampiCommand.BAD_INPUT;
      }
      if (!verification.failingFindings().isEmpty()) {
        return DampiCommand.FAILED;
      }
      return verification.exhausted() && verification.coverage().unsupportedCalls().isEmpty()
          ? DampiCommand.OK : CUT_SHORT;
    } catch (BadInputException e) {
      err.println("dampi verify: " + e.getMessage());
      return DampiCommand.BAD_INPUT;
    }
  }

  /**
   * A signal (SIGTERM, Ctrl-C), or a heap the program exhausted, ends dampi in the middle of the search: the summary
   * and report files say what the runs that had ended found, marked as interrupted, rather than nothing at all.
   *
   * @param why what ended it, e.g. {@code ended by a signal}
   */
  private void summarizeInterrupted(Verification.SoFar soFar, UnaryOperator<VerificationReport> triaged,
      AtomicBoolean summarized, PrintStream out, PrintStream err, StopReason reason, String why) {
    if (!summarized.compareAndSet(false, true)) {
      return;
    }
    VerificationReport partial = triaged.apply(soFar.stopped(reason));
    new Summary(out).print(partial, report);
    try {
      writeFiles(partial);
    } catch (IOException | RuntimeException e) {
      err.println("dampi verify: cannot write the report: " + e.getMessage());
    }
    err.println("dampi verify: " + why + "; the findings above are those of the " + partial.interleavings()
        + " interleaving" + (partial.interleavings() == 1 ? "" : "s") + " that had ended");
    out.flush();
    err.flush();
  }

  /** The suppressions named, or those beside the program's jar, or none. */
  private Suppressions suppressions() throws BadInputException {
    if (suppressions != null) {
      return Suppressions.read(suppressions);
    }
    Path jar = program.jarOrNull();
    Path beside = jar == null ? null : jar.toAbsolutePath().resolveSibling(Suppressions.DEFAULT_FILE_NAME);
    return beside != null && Files.exists(beside) ? Suppressions.read(beside) : null;
  }

  private static void removeHook(Thread hook) {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // the JVM is ending anyway
    }
  }

  /** Before the search: the report files can be written and replace none of the run's inputs, nor each other. */
  private void checkOutputs() throws BadInputException {
    List<Path> inputs = OutputFiles.inputs(program, config);
    OutputFiles.check("--report", report, inputs);
    List<Path> inputsAndReport = new ArrayList<>(inputs);
    if (report != null) {
      inputsAndReport.add(report);
    }
    OutputFiles.check("--junit", junit, inputsAndReport);
    if (junit != null) {
      inputsAndReport.add(junit);
    }
    OutputFiles.check("--html", html, inputsAndReport);
  }

  private SearchLimits limits() throws BadInputException {
    if (maxInterleavings < 0) {
      throw new BadInputException("--max-interleavings must be 0 or more, got " + maxInterleavings);
    }
    Duration timeLimit = timeLimitSeconds == null ? null : SecondsOption.duration("--time-limit", timeLimitSeconds);
    return new SearchLimits(maxInterleavings, timeLimit, stopAtFirstError);
  }

  private void checkListedRuns() throws BadInputException {
    if (listedRuns < 0) {
      throw new BadInputException("--list-interleavings must be 0 or more, got " + listedRuns);
    }
  }

  private void writeFiles(VerificationReport verification) throws IOException {
    if (report != null) {
      ReportFiles.write(verification, report);
    }
    if (junit != null) {
      JunitReport.write(verification, junit);
    }
  }
}
