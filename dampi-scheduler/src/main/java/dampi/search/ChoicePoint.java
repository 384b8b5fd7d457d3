package dampi.search;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * One epoch on the search stack: the source the current path takes there and the alternatives still to try.
 * Alternatives are those the epoch's first recording reported (late messages under the protocol's match rule).
 */
final class ChoicePoint {
  final int rank;
  final int index;
  final String site;
  private int chosen;
  private final Deque<Integer> untried;

  ChoicePoint(Epoch epoch) {
    this.rank = epoch.rank();
    this.index = epoch.index();
    this.site = epoch.site();
    this.chosen = epoch.matchedSource();
    this.untried = new ArrayDeque<>(epoch.untriedSources());
  }

  boolean hasUntried() {
    return !untried.isEmpty();
  }

  int untriedCount() {
    return untried.size();
  }

  void advance() {
    chosen = untried.removeFirst();
  }

  Decision decision() {
    return new Decision(rank, index, chosen, site);
  }

  boolean isFor(Epoch epoch) {
    return epoch.rank() == rank && epoch.index() == index;
  }
}
