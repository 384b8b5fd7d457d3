package dampi.search;

import dampi.launch.RankOutcome;
import dampi.launch.RunResult;
import dampi.rank.RankRecorder;
import dampi.report.Finding;
import dampi.report.FindingKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns how the ranks of one run ended into findings: exceptions, System.exit, missing Finalize, deadlocks and time
 * limits. A run that did not follow its decisions is reported as diverged only: what it did afterwards says nothing
 * about the program.
 */
public final class OutcomeJudge {
  private OutcomeJudge() {}

  /**
   * The rank a deadlock is reported at: one blocked in a point-to-point call (the receive or send nobody will match),
   * rather than the ranks that merely wait for it in a collective or in Finalize.
   */
  static RankOutcome.Deadlocked culprit(List<RankOutcome.Deadlocked> deadlocked) {
    for (RankOutcome.Deadlocked blocked : deadlocked) {
      String call = blocked.call();
      if (call.startsWith("Comm.") || call.startsWith("Request.") || call.startsWith("Prequest.")) {
        return blocked;
      }
    }
    for (RankOutcome.Deadlocked blocked : deadlocked) {
      if (!blocked.call().equals("MPI.Finalize")) {
        return blocked;
      }
    }
    return deadlocked.get(0);
  }

  public static boolean diverged(RunResult result) {
    return result.records().stream().anyMatch(record -> record.divergence() != null);
  }

  public static List<Finding> findings(RunResult result) {
    List<Finding> findings = new ArrayList<>();
    for (RankRecorder record : result.records()) {
      if (record.divergence() != null) {
        findings.add(new Finding(FindingKind.DIVERGED, List.of(record.rank()), "unknown site", record.divergence()));
        return findings;
      }
    }
    List<RankOutcome.Deadlocked> deadlocked = new ArrayList<>();
    List<RankOutcome.TimedOut> timedOut = new ArrayList<>();
    for (RankOutcome outcome : result.outcomes()) {
      if (outcome instanceof RankOutcome.Threw threw) {
        findings.add(new Finding(FindingKind.EXCEPTION, List.of(threw.rank()), threw.site(),
            "rank " + threw.rank() + " threw " + threw.exception()));
      } else if (outcome instanceof RankOutcome.Exited exited) {
        findings.add(new Finding(FindingKind.EXCEPTION, List.of(exited.rank()), exited.site(),
            "rank " + exited.rank() + " called System.exit(" + exited.status() + ")"));
      } else if (outcome instanceof RankOutcome.MissingFinalize missing) {
        findings.add(new Finding(FindingKind.MISSING_FINALIZE, List.of(missing.rank()), "unknown site",
            missing.describe()));
      } else if (outcome instanceof RankOutcome.Deadlocked blocked) {
        deadlocked.add(blocked);
      } else if (outcome instanceof RankOutcome.TimedOut late) {
        timedOut.add(late);
      }
    }
    if (!deadlocked.isEmpty()) {
      findings.add(new Finding(FindingKind.DEADLOCK, deadlocked.stream().map(RankOutcome::rank).toList(),
          culprit(deadlocked).site(), "deadlock: " + String.join("; ",
              deadlocked.stream().map(RankOutcome.Deadlocked::describe).toList())));
    }
    if (!timedOut.isEmpty()) {
      findings.add(new Finding(FindingKind.TIMEOUT, timedOut.stream().map(RankOutcome::rank).toList(),
          timedOut.get(0).site(), "time limit of " + timedOut.get(0).timeoutMillis() / 1000.0
              + " s reached; still running: " + String.join(", ",
                  timedOut.stream().map(t -> "rank " + t.rank() + " at " + t.site()).toList())));
    }
    return findings;
  }
}
