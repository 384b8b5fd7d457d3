package dampi.check.collective;

import dampi.check.Checker;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.rank.RunRecord;
import dampi.rank.CollectiveCall;
import dampi.rank.RankRecord;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Within a communicator, the k-th collective of every member must be the same operation with the same root (and the
 * same count and type where MPI requires it). The sequences the ranks recorded are compared position by position;
 * the first position where they differ is one {@code collective-mismatch} finding, whether or not MPJ happened to
 * hang on it. A member that called MPI.Finalize after fewer collectives than the others (none at all, too) skipped
 * one, whether or not its Finalize returned (MPJ's Finalize may even complete the others' collective, leaving
 * everyone blocked in Finalize). Ranks that never got that far for another reason (a deadlock, an exception) are not
 * compared past their end.
 */
public final class CollectiveMismatchChecker implements Checker {
  /** A communicator: disjoint ones from one Split share a context, and their members tell them apart. */
  private record Communicator(int context, List<Integer> members) {}

  @Override
  public String name() {
    return "collective-mismatch";
  }

  @Override
  public List<Finding> check(RunRecord run) {
    // communicator -> rank -> that rank's collectives on it, in program order
    Map<Communicator, Map<Integer, List<CollectiveCall>>> sequences = new LinkedHashMap<>();
    for (RankRecord record : run.records()) {
      for (CollectiveCall call : record.collectives()) {
        sequences.computeIfAbsent(new Communicator(call.context(), call.members()), communicator -> new TreeMap<>())
            .computeIfAbsent(record.rank(), rank -> new ArrayList<>()).add(call);
      }
    }
    // A member with no collective on a communicator is a member all the same.
    sequences.forEach((communicator, perRank) -> communicator.members().forEach(member -> {
      if (member >= 0 && member < run.records().size()) {
        perRank.putIfAbsent(member, List.of());
      }
    }));
    List<Finding> findings = new ArrayList<>();
    sequences.forEach((communicator, perRank) -> firstMismatch(run, perRank).ifPresent(findings::add));
    return findings;
  }

  private static java.util.Optional<Finding> firstMismatch(RunRecord run, Map<Integer, List<CollectiveCall>> perRank) {
    int longest = perRank.values().stream().mapToInt(List::size).max().orElse(0);
    for (int position = 0; position < longest; position++) {
      Map<String, List<Integer>> ranksPerSignature = new LinkedHashMap<>();
      Map<String, Site> sitePerSignature = new LinkedHashMap<>();
      for (Map.Entry<Integer, List<CollectiveCall>> entry : perRank.entrySet()) {
        int rank = entry.getKey();
        List<CollectiveCall> calls = entry.getValue();
        String signature;
        Site site;
        if (position < calls.size()) {
          signature = calls.get(position).signature();
          site = calls.get(position).site();
        } else if (run.record(rank).reachedFinalize()) {
          // Its last collective's line would point at a call that matched: the finding goes to the others' call.
          signature = "no collective (went on to MPI.Finalize)";
          site = Site.unknown();
        } else {
          continue;
        }
        ranksPerSignature.computeIfAbsent(signature, key -> new ArrayList<>()).add(rank);
        sitePerSignature.putIfAbsent(signature, site);
      }
      if (ranksPerSignature.size() > 1) {
        List<Integer> members = perRank.values().stream().filter(calls -> !calls.isEmpty()).findFirst()
            .orElseThrow().get(0).members();
        return java.util.Optional.of(finding(position, members, ranksPerSignature, sitePerSignature));
      }
      java.util.Optional<Finding> blocks = firstBlockMismatch(position, perRank);
      if (blocks.isPresent()) {
        return blocks;
      }
    }
    return java.util.Optional.empty();
  }

  /**
   * The members agree on the operation and its root: every block a member sends must be the block its receiver
   * expects from it, by type signature (MPI-3.1 §5.1). The first pair that disagrees, by sender then receiver, is the
   * finding, at the call of the member that is not the root (the root's blocks are what the others follow), or of the
   * receiver in a rootless collective.
   */
  private static java.util.Optional<Finding> firstBlockMismatch(int position,
      Map<Integer, List<CollectiveCall>> perRank) {
    Map<Integer, CollectiveCall> byCommRank = new TreeMap<>();
    List<Integer> members = null;
    for (Map.Entry<Integer, List<CollectiveCall>> entry : perRank.entrySet()) {
      if (position < entry.getValue().size()) {
        CollectiveCall call = entry.getValue().get(position);
        members = call.members();
        int commRank = members.indexOf(entry.getKey());
        if (commRank >= 0) {
          byCommRank.put(commRank, call);
        }
      }
    }
    for (Map.Entry<Integer, CollectiveCall> sender : byCommRank.entrySet()) {
      CollectiveCall sending = sender.getValue();
      if (sending.sends() == null) {
        continue;
      }
      for (Map.Entry<Integer, CollectiveCall> receiver : byCommRank.entrySet()) {
        CollectiveCall receiving = receiver.getValue();
        int from = sender.getKey();
        int to = receiver.getKey();
        int root = sending.root();
        if (receiving.receives() == null || sending.sends().matches(to, from, root, receiving.receives())) {
          continue;
        }
        int senderRank = members.get(from);
        int receiverRank = members.get(to);
        boolean senderIsOdd = root >= 0 ? from != root : false;
        Site site = senderIsOdd ? sending.site() : receiving.site();
        String text = "collective #" + (position + 1) + " on the communicator of ranks " + members + " differs: "
            + "rank " + senderRank + " sends " + sending.sends().describe(to, root) + " to rank " + receiverRank
            + " in " + sending.operation() + at(sending.site()) + ", which expects "
            + receiving.receives().describe(from, root) + " from it" + at(receiving.site())
            + " (the type signatures must match, MPI-3.1 §5.1)";
        List<Integer> ranks = new ArrayList<>(List.of(senderRank, receiverRank).stream().distinct().toList());
        ranks.sort(null);
        return java.util.Optional.of(new Finding(FindingKind.COLLECTIVE_MISMATCH, ranks, site, text));
      }
    }
    return java.util.Optional.empty();
  }

  private static String at(Site site) {
    return site.isKnown() ? " at " + site : "";
  }

  /**
   * The odd ones out are every group but the largest (on a tie, the one holding the lowest rank). The finding is at
   * their call, or at the majority's when theirs is unknown (a rank that made no collective at all).
   */
  private static Finding finding(int position, List<Integer> members, Map<String, List<Integer>> ranksPerSignature,
      Map<String, Site> sitePerSignature) {
    String majority = ranksPerSignature.entrySet().stream()
        .max(Comparator.<Map.Entry<String, List<Integer>>>comparingInt(entry -> entry.getValue().size())
            .thenComparing(entry -> -entry.getValue().get(0)))
        .orElseThrow().getKey();
    List<Integer> oddRanks = new ArrayList<>();
    Site oddSite = null;
    List<String> groups = new ArrayList<>();
    for (Map.Entry<String, List<Integer>> entry : ranksPerSignature.entrySet()) {
      Site site = sitePerSignature.get(entry.getKey());
      groups.add((entry.getValue().size() == 1 ? "rank " : "ranks ") + join(entry.getValue()) + ": "
          + entry.getKey() + (site.isKnown() ? " at " + site : ""));
      if (!entry.getKey().equals(majority)) {
        oddRanks.addAll(entry.getValue());
        if (oddSite == null && site.isKnown()) {
          oddSite = site;
        }
      }
    }
    if (oddSite == null) {
      oddSite = sitePerSignature.get(majority);
    }
    oddRanks.sort(null);
    return new Finding(FindingKind.COLLECTIVE_MISMATCH, oddRanks, oddSite,
        "collective #" + (position + 1) + " on the communicator of ranks " + members + " differs: " + String.join("; ", groups));
  }

  private static String join(List<Integer> ranks) {
    return String.join(", ", ranks.stream().map(String::valueOf).toList());
  }
}
