package dampi.cli;

import dampi.launch.BadInputException;
import java.time.Duration;

/**
 * The options that take a number of seconds ({@code --timeout}, {@code --time-limit}): positive and finite, and at
 * most {@value #MAX_SECONDS} (30 days), so that a huge or infinite value is named as bad input instead of overflowing.
 */
final class SecondsOption {
  static final double MAX_SECONDS = 30 * 24 * 3600;

  private SecondsOption() {}

  static Duration duration(String option, double seconds) throws BadInputException {
    if (!(seconds > 0) || seconds > MAX_SECONDS) {
      throw new BadInputException(option + " must be a number of seconds above 0 and at most " + (long) MAX_SECONDS
          + " (30 days), got " + seconds);
    }
    return Duration.ofMillis(Math.max(1, (long) (seconds * 1000)));
  }
}
