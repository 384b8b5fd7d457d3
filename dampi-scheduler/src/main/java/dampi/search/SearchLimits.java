package dampi.search;

import java.time.Duration;
import java.util.Optional;

/**
 * When a search stops before it has explored everything.
 *
 * @param maxInterleavings 0 for no limit
 * @param timeLimit null for no limit
 */
public record SearchLimits(int maxInterleavings, Duration timeLimit, boolean stopAtFirstError) {
  /**
   * The limit that ends the search after an interleaving, if one does: the first error before the number of
   * interleavings, that before the time limit.
   *
   * @param explored interleavings explored so far, this one included
   */
  Optional<StopReason> reachedAfter(Interleaving interleaving, int explored, Duration elapsed) {
    if (stopAtFirstError && !interleaving.findings().isEmpty()) {
      return Optional.of(StopReason.FIRST_ERROR);
    }
    if (maxInterleavings > 0 && explored >= maxInterleavings) {
      return Optional.of(StopReason.MAX_INTERLEAVINGS);
    }
    if (timeLimit != null && elapsed.compareTo(timeLimit) >= 0) {
      return Optional.of(StopReason.TIME_LIMIT);
    }
    return Optional.empty();
  }
}
