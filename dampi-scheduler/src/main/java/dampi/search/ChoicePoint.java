package dampi.search;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * One epoch on the search stack: the source the current path takes there and the alternatives still to try.
 * Alternatives are those the epoch's first recording reported (late messages under the protocol's match rule),
 * unless a bound withholds them ({@link ChoiceBounds}).
 */
final class ChoicePoint {
  final int rank;
  final int index;
  final String site;
  private final int recordedSource;
  private final boolean windowPosition;
  private int chosen;
  private final Deque<Integer> untried;

  ChoicePoint(Epoch epoch, ChoiceBounds.Cut cut) {
    this.rank = epoch.rank();
    this.index = epoch.index();
    this.site = epoch.site();
    this.recordedSource = epoch.matchedSource();
    this.chosen = epoch.matchedSource();
    this.windowPosition = !epoch.untriedSources().isEmpty() && cut != ChoiceBounds.Cut.REGION;
    this.untried = new ArrayDeque<>(cut == ChoiceBounds.Cut.NONE ? epoch.untriedSources() : List.of());
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

  /** Whether the path takes another source here than the run that discovered this epoch. */
  boolean deviates() {
    return chosen != recordedSource;
  }

  /** Whether this point counts as a position of the mixing window: it could branch and is not abstracted. */
  boolean isWindowPosition() {
    return windowPosition;
  }

  Decision decision() {
    return new Decision(rank, index, chosen, site);
  }

  boolean isFor(Epoch epoch) {
    return epoch.rank() == rank && epoch.index() == index;
  }
}
