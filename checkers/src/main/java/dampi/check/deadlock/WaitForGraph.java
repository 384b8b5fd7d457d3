package dampi.check.deadlock;

import dampi.rank.PendingCall;
import dampi.rank.RankOutcome;
import dampi.rank.RunRecord;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Who waits for whom in a deadlocked run. A blocked rank has edges to the ranks its call waits for: AND edges (a
 * Recv from rank 2, a Send to rank 2, a collective waiting for every member: each one is needed) or OR edges (a
 * wildcard receive, Waitany: any one would do). An ended rank has no edges. The explanation names the call nobody
 * will ever match (an AND edge, or all OR edges, to ranks that ended) or else a cycle of waiting ranks.
 */
public final class WaitForGraph {
  /** A rank blocked in {@code call} at {@code site}; {@code waitsFor} is null when the layer did not record it. */
  public record Blocked(int rank, String call, Site site, PendingCall waitsFor) {}

  private final Map<Integer, Blocked> blocked;
  private final Map<Integer, String> ended;

  /**
   * @param blocked the blocked ranks by world rank
   * @param ended the ranks that ended, by world rank, with how they ended (e.g. {@code finalized})
   */
  public WaitForGraph(Map<Integer, Blocked> blocked, Map<Integer, String> ended) {
    this.blocked = new TreeMap<>(blocked);
    this.ended = new TreeMap<>(ended);
  }

  /** The graph of the ranks of {@code run} that were deadlocked at its end, and how the others ended. */
  public static WaitForGraph of(RunRecord run) {
    Map<Integer, Blocked> blocked = new TreeMap<>();
    Map<Integer, String> ended = new TreeMap<>();
    for (RankOutcome outcome : run.outcomes()) {
      if (outcome instanceof RankOutcome.Deadlocked stuck) {
        blocked.put(stuck.rank(), new Blocked(stuck.rank(), stuck.call(), stuck.site(),
            run.record(stuck.rank()).pendingCall()));
      } else {
        ended.put(outcome.rank(), howItEnded(outcome));
      }
    }
    return new WaitForGraph(blocked, ended);
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

  /** The blocked ranks by world rank. */
  public Map<Integer, Blocked> blocked() {
    return java.util.Collections.unmodifiableMap(blocked);
  }

  /** The ranks {@code rank} waits for (see {@link #waitsFor(Blocked)}); empty when it is not blocked. */
  public List<Integer> waitsFor(int rank) {
    Blocked node = blocked.get(rank);
    return node == null || node.waitsFor() == null ? List.of() : waitsFor(node);
  }

  /** Calls that can never complete because the ranks they wait for have ended, one line each. */
  public List<String> unmatchableCalls() {
    List<String> lines = new ArrayList<>();
    for (Blocked rank : blocked.values()) {
      PendingCall call = rank.waitsFor();
      if (call == null || call.peers().isEmpty()) {
        continue;
      }
      List<Integer> gone = call.peers().stream().filter(ended::containsKey).toList();
      boolean hopeless = call.any() ? gone.size() == call.peers().size() : !gone.isEmpty();
      if (hopeless) {
        lines.add("rank " + rank.rank() + "'s " + call.describe() + " at " + rank.site() + " can never complete: "
            + String.join(", ", gone.stream().map(peer -> "rank " + peer + " " + ended.get(peer)).toList()));
      }
    }
    return lines;
  }

  /** A cycle of blocked ranks, each waiting for the next, starting at the lowest rank on one; empty when none. */
  public List<Integer> cycle() {
    for (int start : blocked.keySet()) {
      List<Integer> path = new ArrayList<>();
      List<Integer> found = search(start, path);
      if (!found.isEmpty()) {
        return found;
      }
    }
    return List.of();
  }

  private List<Integer> search(int rank, List<Integer> path) {
    int seen = path.indexOf(rank);
    if (seen >= 0) {
      List<Integer> cycle = new ArrayList<>(path.subList(seen, path.size()));
      cycle.add(rank);
      return cycle;
    }
    Blocked node = blocked.get(rank);
    if (node == null || node.waitsFor() == null || path.size() > blocked.size()) {
      return List.of();
    }
    path.add(rank);
    for (int peer : waitsFor(node)) {
      List<Integer> found = search(peer, path);
      if (!found.isEmpty()) {
        return found;
      }
    }
    path.remove(path.size() - 1);
    return List.of();
  }

  /**
   * The ranks {@code node} waits for. A rank in a collective waits only for the members that have not entered it:
   * two ranks blocked in one Barrier do not wait for each other, whoever else holds them up.
   */
  private List<Integer> waitsFor(Blocked node) {
    PendingCall call = node.waitsFor();
    if (!call.collective()) {
      return call.peers();
    }
    return call.peers().stream()
        .filter(peer -> blocked.get(peer) == null || !call.sameCollective(blocked.get(peer).waitsFor()))
        .toList();
  }

  /** One paragraph for a finding: the calls nobody will match, else the cycle, else that every rank is blocked. */
  public String explain() {
    List<String> unmatchable = unmatchableCalls();
    if (!unmatchable.isEmpty()) {
      return String.join("; ", unmatchable);
    }
    List<Integer> cycle = cycle();
    if (!cycle.isEmpty()) {
      List<String> steps = new ArrayList<>();
      for (int i = 0; i < cycle.size() - 1; i++) {
        Blocked node = blocked.get(cycle.get(i));
        steps.add("rank " + node.rank() + " (" + node.waitsFor().describe() + " at " + node.site() + ")");
      }
      steps.add("rank " + cycle.get(cycle.size() - 1));
      return "wait-for cycle: " + String.join(" -> ", steps);
    }
    return "every live rank is blocked and no message is in flight that any of them could take";
  }
}
