package dampi.check.deadlock;

import dampi.check.Checker;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.epoch.UnreceivedMessages;
import dampi.rank.PendingCall;
import dampi.rank.RunRecord;
import dampi.rank.RankOutcome;
import dampi.rank.RankRecord;
import java.util.ArrayList;
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
    for (RankOutcome outcome : run.outcomes()) {
      if (outcome instanceof RankOutcome.Deadlocked stuck) {
        deadlocked.add(stuck);
      }
    }
    if (deadlocked.isEmpty() || deadlocked.stream().anyMatch(stuck -> waitsForACancelledRequest(run, stuck))) {
      return List.of();
    }
    WaitForGraph graph = WaitForGraph.of(run);
    String explanation = graph.explain() + sentOnAnotherCommunicator(run, graph.blocked());
    return List.of(new Finding(FindingKind.DEADLOCK, deadlocked.stream().map(RankOutcome::rank).toList(),
        culprit(deadlocked).site(), "deadlock: " + String.join("; ",
            deadlocked.stream().map(RankOutcome.Deadlocked::describe).toList()) + ". " + explanation));
  }

  /**
   * Messages a blocked receive waits for in vain because they were sent on another communicator: one from a rank it
   * waits for, with a tag it accepts, lies unreceived on a different communicator. A message is received only on the
   * communicator it was sent on (MPI-3.1 §3.2.4), so the sender's and the receiver's communicators differ.
   */
  private static String sentOnAnotherCommunicator(RunRecord run, Map<Integer, WaitForGraph.Blocked> blocked) {
    List<String> hints = new ArrayList<>();
    for (WaitForGraph.Blocked waiting : blocked.values()) {
      PendingCall call = waiting.waitsFor();
      if (call == null || call.collective() || !call.call().contains("Recv") && !call.call().contains("Probe")) {
        continue;
      }
      for (UnreceivedMessages.Unreceived message : run.unreceived()) {
        if (message.receiverWorldRank() == waiting.rank() && call.peers().contains(message.senderWorldRank())
            && (call.tag() < 0 || call.tag() == message.message().tag())
            && message.message().context() != call.context()) {
          hints.add("rank " + waiting.rank() + " waits on another communicator than the one rank "
              + message.senderWorldRank() + " sent its tag-" + message.message().tag() + " message on (at "
              + message.message().site() + "): a message is received only on the communicator it was sent on"
              + " (MPI-3.1 §3.2.4)");
          break;
        }
      }
    }
    return hints.isEmpty() ? "" : ". " + String.join("; ", hints);
  }

  /**
   * Whether the rank is blocked completing requests one of which the application cancelled and MPJ could not: under
   * MPI that call returns (MPI-3.1 §3.8.4), so nothing is claimed, and the run's coverage names the call
   * ({@link RankRecord#CANCEL_NOT_CARRIED_OUT}).
   */
  private static boolean waitsForACancelledRequest(RunRecord run, RankOutcome.Deadlocked stuck) {
    return stuck.call().startsWith("Request.")
        && run.record(stuck.rank()).unsupportedCalls().containsKey(RankRecord.CANCEL_NOT_CARRIED_OUT);
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
}
