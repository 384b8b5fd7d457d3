package dampi.record;

import dampi.launch.BadInputException;
import dampi.replay.RankReplayLog;
import dampi.replay.RecordedCollective;
import dampi.replay.RecordedReceive;
import dampi.replay.RecordedSend;
import dampi.replay.ReplayPlan;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Each rank's part in a subset replay of a recording ({@link ReplayPlan}): the ranks re-executed are the union of the
 * targets' replay sets; a send is delivered when a re-executed rank took its message unlogged.
 *
 * <p>Sends and receives pair up channel by channel, as MPI's non-overtaking rule pairs them: the k-th message from a
 * sender to a receiver with one tag on one communicator is the one the receiver's k-th receive of that channel, in
 * the order the receives were posted, took.
 */
public final class ReplayPlans {
  private record Channel(int sender, int receiver, int context, int tag) {}

  private ReplayPlans() {}

  /**
   * The ranks a replay of {@code targets} re-executes.
   *
   * @throws BadInputException when a target is no rank of the recorded run
   */
  public static Set<Integer> reexecuted(Recording recording, Set<Integer> targets) throws BadInputException {
    for (int target : targets) {
      if (target < 0 || target >= recording.ranks()) {
        throw new BadInputException("--ranks " + target + " is not a rank of the recorded run (0.."
            + (recording.ranks() - 1) + ")");
      }
    }
    Set<Integer> ranks = new TreeSet<>();
    for (int target : targets) {
      for (int rank : recording.logs().get(target).replaySet().ranks()) {
        ranks.add(rank);
      }
    }
    return ranks;
  }

  /** Every rank's plan, by rank. */
  public static List<ReplayPlan> of(Recording recording, Set<Integer> targets) throws BadInputException {
    Set<Integer> reexecuted = reexecuted(recording, targets);
    Map<Channel, List<RecordedReceive>> taken = new HashMap<>();
    for (RankReplayLog log : recording.logs()) {
      for (RecordedReceive receive : log.receives()) {
        taken.computeIfAbsent(new Channel(receive.source(), log.rank(), receive.context(), receive.tag()),
            channel -> new ArrayList<>()).add(receive);
      }
    }
    taken.values().forEach(receives -> receives.sort(Comparator.comparingLong(RecordedReceive::issueOrder)));
    Set<ReplayPlan.LoggedResult> loggedResults = new java.util.HashSet<>();
    for (RankReplayLog log : recording.logs()) {
      log.collectives().stream().filter(RecordedCollective::logged).forEach(collective -> loggedResults.add(
          new ReplayPlan.LoggedResult(log.rank(), collective.context(), collective.sequence())));
    }
    List<ReplayPlan> plans = new ArrayList<>();
    for (RankReplayLog log : recording.logs()) {
      int rank = log.rank();
      if (!reexecuted.contains(rank)) {
        plans.add(ReplayPlan.standIn(rank, reexecuted));
        continue;
      }
      Map<Channel, Integer> sentSoFar = new HashMap<>();
      List<Boolean> delivered = new ArrayList<>();
      for (RecordedSend send : log.sends()) {
        Channel channel = new Channel(rank, send.receiver(), send.context(), send.tag());
        int index = sentSoFar.merge(channel, 1, Integer::sum) - 1;
        List<RecordedReceive> receives = taken.getOrDefault(channel, List.of());
        delivered.add(reexecuted.contains(send.receiver()) && index < receives.size()
            && !receives.get(index).logged());
      }
      Map<Long, RecordedReceive> byIssue = new TreeMap<>();
      log.receives().forEach(receive -> byIssue.put(receive.issueOrder(), receive));
      boolean target = targets.contains(rank);
      Recording.Ending ending = recording.endings().get(rank);
      Map<Integer, RecordedCollective> collectives = new TreeMap<>();
      log.collectives().forEach(collective -> collectives.put(collective.position(), collective));
      plans.add(new ReplayPlan(rank, false, target, reexecuted, byIssue, collectives, log.sends(), delivered,
          target ? ending.blockedCall() : null, target ? ending.blockedSite() : null,
          target && ending.blockedCall() != null && ending.blockedCall().startsWith("Intracomm.")
              ? ending.collectives() - 1 : -1, loggedResults, log.answers()));
    }
    return plans;
  }
}
