package dampi.check.deadlock;

import dampi.check.Checker;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.rank.RunRecord;
import dampi.rank.RankOutcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run whose live ranks were all blocked for good (the launcher decided so: every rank parked in MPI and no message
 * moving): one {@code deadlock} finding naming each blocked rank's call and line, explained with the
 * {@link WaitForGraph} of the calls the ranks recorded.
 */
public final class DeadlockChecker implements Checker {
  @Override
  public String name() {
    return "deadlock";
  }

  @Override
  public List<Finding> check(RunRecord run) {
    List<RankOutcome.Deadlocked> deadlocked = new ArrayList<>();
    Map<Integer, WaitForGraph.Blocked> blocked = new LinkedHashMap<>();
    Map<Integer, String> ended = new LinkedHashMap<>();
    for (RankOutcome outcome : run.outcomes()) {
      if (outcome instanceof RankOutcome.Deadlocked stuck) {
        deadlocked.add(stuck);
        blocked.put(stuck.rank(), new WaitForGraph.Blocked(stuck.rank(), stuck.call(), stuck.site(),
            run.record(stuck.rank()).pendingCall()));
      } else {
        ended.put(outcome.rank(), howItEnded(outcome));
      }
    }
    if (deadlocked.isEmpty()) {
      return List.of();
    }
    String explanation = new WaitForGraph(blocked, ended).explain();
    return List.of(new Finding(FindingKind.DEADLOCK, deadlocked.stream().map(RankOutcome::rank).toList(),
        culprit(deadlocked).site(), "deadlock: " + String.join("; ",
            deadlocked.stream().map(RankOutcome.Deadlocked::describe).toList()) + ". " + explanation));
  }

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

  private static String howItEnded(RankOutcome outcome) {
    if (outcome instanceof RankOutcome.Finalized) {
      return "has finalized";
    }
    if (outcome instanceof RankOutcome.MissingFinalize || outcome instanceof RankOutcome.WithoutMpi) {
      return "returned from main";
    }
    return "has ended";
  }
}
