package dampi.search;

import java.time.Duration;

/**
 * When a search stops before it has explored everything.
 *
 * @param maxInterleavings 0 for no limit
 * @param timeLimit null for no limit
 */
public record SearchLimits(int maxInterleavings, Duration timeLimit, boolean stopAtFirstError) {
  public static SearchLimits none() {
    return new SearchLimits(0, null, false);
  }
}
