package dampi.epoch;

import java.io.Serializable;
import java.util.List;

/**
 * A receive (or a forced wildcard probe waiting for its source) that was still open when the run ended, frozen.
 *
 * @param order its position among the rank's receives and probes, in program order
 * @param source the source MPJ was asked for: {@link EpochTracker#ANY}, or named (a forced wildcard names its forced
 *     source)
 * @param epoch the index of the wildcard epoch it opened, or -1 when it named its source
 * @param forced whether it is a wildcard a decision forced to {@code source}
 * @param deviceMatch the source the device matched it with, -1 if none, {@link #NOT_REPORTED} where the device does
 *     not say before completion (blocking receives, named sources)
 * @param watchers completion epochs (Waitany, ...) that passed over it while it was active
 * @param probe a forced wildcard probe waiting in MPJ for its source: a receive that takes nothing
 * @param passedOver a receive among the other requests of a forced completion epoch that waits for its own request
 */
public record OpenReceive(long order, int context, int source, int tag, int epoch, boolean forced, int deviceMatch,
    List<Watcher> watchers, boolean probe, boolean passedOver) implements Serializable {
  /** The device does not say whether, or with which source, the receive matched before its completion. */
  public static final int NOT_REPORTED = Integer.MIN_VALUE;

  /** Completion epoch {@code epoch} could have completed this receive as its request {@code index}. */
  public record Watcher(int epoch, int index) implements Serializable {}

  public OpenReceive {
    watchers = List.copyOf(watchers);
  }

  boolean fits(int context, int tag) {
    return this.context == context && (this.tag == EpochTracker.ANY || this.tag == tag);
  }

  boolean matchedAtDevice() {
    return deviceMatch >= 0;
  }

  /** Whether it names the message's source (or the device matched it with that source) and fits it. */
  boolean takes(SentMessage message) {
    boolean named = source == message.source() || (deviceMatch >= 0 && deviceMatch == message.source());
    return named && fits(message.context(), message.tag());
  }
}
