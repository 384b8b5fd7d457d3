package dampi.epoch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/** A receive between its issue and its completion. */
public final class Receive implements Serializable {
  private static final long serialVersionUID = 1L;
  final long order;
  final int context;
  final int source; // the source MPJ is asked for: ANY, or named (a forced wildcard names its forced source)
  final int tag;
  final OpenEpoch epoch; // null for a receive that names its source
  boolean clockTaken;
  // where a vector clock stood right after this receive was posted (its own component), -1 under a Lamport clock: a
  // rank that knows this value knows the receive was posted
  int postedAt = -1;
  final long postedNanos = System.nanoTime(); // when it was posted, for the ready rule under a Lamport clock
  // which message of its channel it took (non-overtaking: the n-th sent there), -1 until it completes
  int channelOrdinal = -1;
  // Waitany-like epochs that completed another request while this receive was active, with its index there
  final List<Watcher> watchers = new ArrayList<>(1);
  // the source the device matched, -1 if none yet; null where it is not asked (blocking receives, named sources)
  private transient IntSupplier deviceMatch;
  private transient Supplier<int[]> deliveredClock; // its message's clock, null until delivered

  /**
   * A completion epoch (Waitany, Testany, Waitsome) that passed over this receive: it could have completed the
   * receive, as request {@code index}, if the receive's message was there in time.
   */
  record Watcher(OpenEpoch epoch, int index) implements Serializable {}

  Receive(long order, int context, int source, int tag, OpenEpoch epoch) {
    this.order = order;
    this.context = context;
    this.source = source;
    this.tag = tag;
    this.epoch = epoch;
  }

  /**
   * How to learn, before the application completes this nonblocking receive, which source the device matched it
   * with: -1 while it has not.
   */
  public void deviceMatch(IntSupplier source) {
    this.deviceMatch = source;
  }

  /**
   * How to learn, before the application completes this nonblocking receive, the clock its message carried: null
   * while the device has not delivered it.
   */
  public void deliveredClock(Supplier<int[]> messageClock) {
    this.deliveredClock = messageClock;
  }

  /** Whether the device has matched this nonblocking receive (false where it does not say). */
  public boolean matchedAtDevice() {
    return deviceMatch != null && deviceMatch.getAsInt() >= 0;
  }

  /** Whether the device says when this receive matches (multicore, nonblocking wildcards). */
  boolean deviceReportsMatch() {
    return deviceMatch != null;
  }

  /** The source the device matched, -1 if none yet, {@link OpenReceive#NOT_REPORTED} where it does not say. */
  int deviceMatchNow() {
    return deviceMatch == null ? OpenReceive.NOT_REPORTED : deviceMatch.getAsInt();
  }

  /** Its message's clock when the device delivered it before the application completed the receive, else null. */
  int[] deliveredClockNow() {
    return deliveredClock == null ? null : deliveredClock.get();
  }

  /** Whether a message with {@code tag} on {@code context} fits what this receive asked for. */
  boolean fits(int context, int tag) {
    return this.context == context && (this.tag == EpochTracker.ANY || this.tag == tag);
  }

  /** Whether this receive is a wildcard a decision forced to one source. */
  public boolean isForcedWildcard() {
    return epoch != null && epoch.forced;
  }

  /** Which message of its channel it took, from 0 (the n-th sent there, by non-overtaking); -1 until it completes. */
  public int channelOrdinal() {
    return channelOrdinal;
  }

  /** Its position among the rank's receives and probes, in program order. */
  public long issueOrder() {
    return order;
  }

  /** Whether the program named the source (no wildcard, forced or not). */
  public boolean namesItsSource() {
    return epoch == null;
  }

  /** The context its messages travel on. */
  public int context() {
    return context;
  }

  /** The source MPJ is asked for, a rank of its communicator ({@link EpochTracker#ANY} for a free wildcard). */
  public int source() {
    return source;
  }

  /** The tag it asked for ({@link EpochTracker#ANY} for any). */
  public int tag() {
    return tag;
  }

  /** The index of the wildcard epoch it opened, -1 when it names its source. */
  public int epochIndex() {
    return epoch == null ? -1 : epoch.index;
  }
}
