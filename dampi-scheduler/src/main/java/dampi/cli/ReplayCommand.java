package dampi.cli;

import dampi.check.Finding;
import dampi.epoch.Decision;
import dampi.launch.BadInputException;
import dampi.launch.OutputRouter;
import dampi.launch.RankOutput;
import dampi.record.RecordFile;
import dampi.record.Recording;
import dampi.record.ReplayPlans;
import dampi.record.SubsetReplayRun;
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
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dampi replay}: re-executes exactly the schedule of one finding of a report, in this JVM, with the ranks'
 * output shown, so that a debugger can be attached; or, from a record, only the ranks a chosen rank depends on.
 *
 * <pre>
 *   dampi replay report.json --finding 1
 *   dampi replay run1 --ranks 17
 * </pre>
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Re-execute the schedule of one finding of a dampi verify report and show what happens; or, from "
        + "a record (dampi run --record DIR, dampi verify --record DIR), replay chosen ranks re-executing only the "
        + "ranks they depend on, the others' messages coming from the record's log.",
        "Exit codes: 1 the finding showed again (from a record: a replayed rank failed as it did when recorded); 0 "
        + "the run ended without it (as recorded, without failure); 2 bad input, or the replay went another way."})
public final class ReplayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "REPORT.json|RECORD",
      description = "a report written by dampi verify --report, or a record: a directory holding "
          + RecordFile.NAME + " (or the file)")
  Path reportFile;

  @Option(names = "--finding", paramLabel = "K",
      description = "with a report: which finding to replay, as numbered in the report's summary (1 = first)")
  Integer finding;

  @Option(names = "--ranks", paramLabel = "R[,R...]", split = ",", hideParamSyntax = true,
      description = "with a record: the ranks to replay; only their replay sets are re-executed")
  List<Integer> ranks;

  @Option(names = "--wait-for-debugger",
      description = "before the ranks start, wait for Enter on standard input, with a debugger attached to this JVM "
          + "(start dampi with " + DebuggerWait.HOW + "; without a debugger agent the option is refused)")
  boolean waitForDebugger;

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
      String debugger = waitForDebugger ? DebuggerWait.agent() : null;
      if (java.nio.file.Files.isDirectory(reportFile) || reportFile.toString().endsWith(".dampirec")) {
        return replayRecord(out, err, debugger);
      }
      if (ranks != null) {
        throw new BadInputException("--ranks replays from a record (dampi run --record DIR or dampi verify --record "
            + "DIR), not from a report");
      }
      if (finding == null) {
        throw new BadInputException("--finding K is needed to replay a report");
      }
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
      if (debugger != null) {
        DebuggerWait.await(err, debugger);
      }
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

  /** A subset replay of the record at {@code reportFile}; {@code debugger}: the agent to wait for, or null. */
  private int replayRecord(PrintStream out, PrintStream err, String debugger) throws IOException,
      BadInputException {
    if (finding != null) {
      throw new BadInputException("--finding K replays a report; a record replays --ranks");
    }
    if (ranks == null || ranks.isEmpty()) {
      throw new BadInputException("--ranks R[,R...] is needed to replay a record");
    }
    Recording recording = RecordFile.read(reportFile);
    Set<Integer> targets = new TreeSet<>(ranks);
    Set<Integer> reexecuted = ReplayPlans.reexecuted(recording, targets);
    out.printf("dampi replay: %s, %d ranks recorded with bound %d: replaying rank%s %s%n",
        recording.program().mainClass(), recording.ranks(), recording.bound(), targets.size() == 1 ? "" : "s",
        join(targets));
    out.printf("  re-executes rank%s %s (the replay set%s of %s); the other %d rank%s stand in, what they sent "
        + "comes from the log%n", reexecuted.size() == 1 ? "" : "s", join(reexecuted),
        targets.size() == 1 ? "" : "s", join(targets), recording.ranks() - reexecuted.size(),
        recording.ranks() - reexecuted.size() == 1 ? "" : "s");
    if (debugger != null) {
      DebuggerWait.await(err, debugger);
    }
    SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(recording, targets,
        SecondsOption.duration("--timeout", timeoutSeconds), RankOutput.console(), trace != null);
    for (String line : outcome.lines()) {
      out.println("  " + line);
    }
    if (trace != null) {
      err.println("dampi replay: " + Timelines.writeChromeTrace(outcome.run(), "dampi replay of rank"
          + (targets.size() == 1 ? " " : "s ") + join(targets) + " from " + reportFile, trace));
    }
    if (outcome.divergence() != null) {
      err.println("dampi replay: " + outcome.divergence());
      return DampiCommand.BAD_INPUT;
    }
    if (!outcome.asRecorded()) {
      err.println("dampi replay: the replayed rank" + (targets.size() == 1 ? "" : "s") + " did not end as recorded");
      return DampiCommand.BAD_INPUT;
    }
    return outcome.failed() ? DampiCommand.FAILED : DampiCommand.OK;
  }

  private static String join(Set<Integer> ranks) {
    return String.join(", ", ranks.stream().map(String::valueOf).toList());
  }

  /** The decisions whose epoch the run never completed. */
  private static List<Decision> unreached(List<Decision> decisions, Interleaving run) {
    return decisions.stream().filter(decision -> run.epochs().stream().noneMatch(epoch -> epoch.completed()
        && epoch.rank() == decision.rank() && epoch.index() == decision.epoch())).toList();
  }
}
