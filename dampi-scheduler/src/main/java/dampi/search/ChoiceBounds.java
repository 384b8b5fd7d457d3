package dampi.search;

import dampi.epoch.Epoch;
import java.util.List;

/**
 * Decides whether a new choice point offers its epoch's alternatives, from the epoch and the path before it only
 * (so a search that explores paths in parallel can ask it too).
 *
 * <p>Bounded mixing: the choice points of a path that can branch (epochs with alternatives, not abstracted) are
 * numbered 0, 1, ... in discovery order. A path deviates at a point whose chosen source differs from the one the
 * run that discovered it matched. A new point at position p offers its alternatives iff the path has no deviation
 * yet, or its first deviation f has {@code p - f <= K}. So every explored schedule's deviations lie within K+1
 * consecutive positions. Loop-iteration abstraction: an epoch in a repeated region execution offers nothing.
 */
final class ChoiceBounds {
  /** Why a choice point offers none of its alternatives. */
  enum Cut { NONE, MIXING, REGION }

  private final SearchBounds bounds;

  ChoiceBounds(SearchBounds bounds) {
    this.bounds = bounds;
  }

  /** @param path the choice points before the epoch's, in discovery order */
  Cut cut(Epoch epoch, List<ChoicePoint> path) {
    if (epoch.untriedSources().isEmpty()) {
      return Cut.NONE;
    }
    if (epoch.inRepeatedRegion()) {
      return Cut.REGION;
    }
    if (!bounds.mixingBounded()) {
      return Cut.NONE;
    }
    int position = 0;
    int firstDeviation = -1;
    for (ChoicePoint point : path) {
      if (point.isWindowPosition()) {
        if (firstDeviation < 0 && point.deviates()) {
          firstDeviation = position;
        }
        position++;
      }
    }
    return firstDeviation < 0 || position - firstDeviation <= bounds.mixing() ? Cut.NONE : Cut.MIXING;
  }
}
