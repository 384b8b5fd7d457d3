package dampi.epoch;

import java.io.Serializable;

/**
 * The synchronous-send rule for receives whose own value is taken lazily: a message whose clock has component
 * {@code rank} at least {@code value} was sent after a blocking Ssend returned that an epoch, or a receive it matched
 * before, was matched with; it can be no alternative of that epoch.
 */
public record SsendBoundary(int rank, int value) implements Serializable {
  /** Whether a message with {@code messageClock} was sent after the Ssend returned. */
  public boolean precedes(int[] messageClock) {
    return rank < messageClock.length && messageClock[rank] >= value;
  }
}
