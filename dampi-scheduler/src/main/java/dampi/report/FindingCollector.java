package dampi.report;

import dampi.check.Finding;

import dampi.epoch.Decision;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Gathers the findings of all interleavings, each distinct finding once, in the order they were first seen. */
public final class FindingCollector {
  private final Map<Finding, FindingSummary> summaries = new LinkedHashMap<>();

  public void add(int interleaving, List<Decision> decisions, List<Finding> findings) {
    for (Finding finding : findings) {
      summaries.merge(finding, new FindingSummary(finding, interleaving, decisions, 1),
          (known, fresh) -> known.seenAgain());
    }
  }

  public List<FindingSummary> summaries() {
    return new ArrayList<>(summaries.values());
  }
}
