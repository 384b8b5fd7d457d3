package dampi.report;

import dampi.check.Finding;

import dampi.epoch.Decision;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gathers the findings of all interleavings, each distinct finding once, listed by site (file, then line), then
 * kind, ranks and message: the same list on every search, whichever interleaving showed a finding first.
 */
public final class FindingCollector {
  private final Map<Finding, FindingSummary> summaries = new LinkedHashMap<>();

  public void add(int interleaving, List<Decision> decisions, List<Finding> findings) {
    for (Finding finding : findings) {
      summaries.merge(finding, new FindingSummary(finding, interleaving, decisions, 1),
          (known, fresh) -> known.seenAgain());
    }
  }

  private static final Comparator<Finding> LISTING_ORDER = Comparator.comparing(Finding::site)
      .thenComparing(Finding::kind)
      .thenComparing(Finding::ranks, FindingCollector::compareRanks)
      .thenComparing(Finding::message);

  public List<FindingSummary> summaries() {
    List<FindingSummary> listed = new ArrayList<>(summaries.values());
    listed.sort(Comparator.comparing(FindingSummary::finding, LISTING_ORDER));
    return listed;
  }

  private static int compareRanks(List<Integer> some, List<Integer> others) {
    for (int i = 0; i < Math.min(some.size(), others.size()); i++) {
      int byRank = Integer.compare(some.get(i), others.get(i));
      if (byRank != 0) {
        return byRank;
      }
    }
    return Integer.compare(some.size(), others.size());
  }
}
