package dampi.report;

import dampi.check.Finding;

import dampi.epoch.Decision;
import java.util.List;

/**
 * A distinct finding of a whole verification: the first interleaving that showed it (with the decisions that
 * reproduce it) and how many interleavings showed it.
 */
public record FindingSummary(Finding finding, int firstInterleaving, List<Decision> decisions, int count) {
  public FindingSummary {
    decisions = List.copyOf(decisions);
  }

  FindingSummary seenAgain() {
    return new FindingSummary(finding, firstInterleaving, decisions, count + 1);
  }
}
