package dampi.replay;

import java.util.BitSet;
import java.util.Map;
import java.util.TreeMap;

/**
 * What adaptive logging decided over one trace: which messages it logged and the replay set of every interval, with
 * the paper's three indicators (section 4): the share of messages logged, and the average and largest replay cost,
 * a replay set's size divided by the number of ranks ("replay intervals per process").
 */
public final class LoggedRun {
  /** What a logged message costs in the log beyond its contents: sender, tag, context, count, its position. */
  public static final int ENTRY_HEADER_BYTES = 20;
  private final MessageTrace trace;
  private final int bound;
  private final BitSet logged;
  private final Map<Interval, ReplaySet> replaySets;

  LoggedRun(MessageTrace trace, int bound, BitSet logged, Map<Interval, ReplaySet> replaySets) {
    this.trace = trace;
    this.bound = bound;
    this.logged = (BitSet) logged.clone();
    this.replaySets = new TreeMap<>(replaySets);
  }

  public MessageTrace trace() {
    return trace;
  }

  public int bound() {
    return bound;
  }

  public boolean logged(int message) {
    return logged.get(message);
  }

  /** A copy of the logged messages' ids. */
  public BitSet loggedMessages() {
    return (BitSet) logged.clone();
  }

  public ReplaySet replaySet(Interval interval) {
    ReplaySet set = replaySets.get(interval);
    if (set == null) {
      throw new IllegalArgumentException(interval + " is not an interval of the trace");
    }
    return set;
  }

  public Map<Interval, ReplaySet> replaySets() {
    return java.util.Collections.unmodifiableMap(replaySets);
  }

  /** Logged messages as a share of the messages received, 0 to 1. */
  public double loggedShare() {
    long received = trace.receivedCount();
    return received == 0 ? 0 : (double) logged.cardinality() / received;
  }

  /** Bytes of the log: every logged message's contents and entry header. */
  public long logBytes() {
    long bytes = 0;
    for (int message = logged.nextSetBit(0); message >= 0; message = logged.nextSetBit(message + 1)) {
      bytes += trace.messages().get(message).bytes() + ENTRY_HEADER_BYTES;
    }
    return bytes;
  }

  /** The average replay set size over all intervals, per rank. */
  public double averageCost() {
    return replaySets.values().stream().mapToInt(ReplaySet::size).average().orElse(0) / trace.ranks();
  }

  /** The largest replay set, per rank. */
  public double maximumCost() {
    return replaySets.values().stream().mapToInt(ReplaySet::size).max().orElse(0) / (double) trace.ranks();
  }
}
