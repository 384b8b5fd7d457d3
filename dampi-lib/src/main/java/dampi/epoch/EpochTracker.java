package dampi.epoch;

import dampi.clock.LogicalClock;
import dampi.clock.Protocol;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * One rank's lazy-clock bookkeeping (DESIGN-SOURCE R1-R4 and the match rules of Theorems 5.3 and 5.5), kept free of
 * MPJ types so it can be tested on its own. The interception layer reports calls to it in program order; it assigns
 * epoch numbers and clocks and records, for each completed wildcard epoch, the sources of late messages.
 *
 * <p>Both protocols share the rule: a message {@code m} received after epoch {@code r} completed is a potential match
 * of {@code r} iff {@code m}'s component for this rank is {@code <=} the clock {@code r} took (LLCP compares the
 * single Lamport value, LVCP compares {@code VC[i]}), the tags fit and the communicator is the same.
 */
public final class EpochTracker implements Serializable {
  private static final long serialVersionUID = 1L;
  /** MPI.ANY_SOURCE and MPI.ANY_TAG in MPJ Express 0.44. */
  public static final int ANY = -2;

  private final int rank;
  private final LogicalClock clock;
  private final List<OpenEpoch> epochs = new ArrayList<>();
  private final List<OpenEpoch> byClock = new ArrayList<>(); // completed epochs; clocks strictly increase
  private final List<Receive> pending = new ArrayList<>(); // R2: nonblocking wildcard receives not yet completed
  private final List<SentMessage> sent = new ArrayList<>();
  private final java.util.Map<List<Integer>, Integer> receivedPerChannel = new java.util.HashMap<>();
  private final java.util.Map<Integer, Integer> commRanks = new java.util.HashMap<>();
  private long issued;

  /**
   * An application message as its sender saw it, kept to find messages that were never received.
   *
   * @param source the sender's rank in the communicator
   * @param destination the receiver's rank in the communicator
   */
  /** An application message: its channel, the sender's clock, and the application's line of the send. */
  public record SentMessage(int context, int source, int destination, int tag, int[] clock, String site)
      implements Serializable {}

  public EpochTracker(Protocol protocol, int rank, int size) {
    this.rank = rank;
    this.clock = protocol.newClock(rank, size);
  }

  /** An epoch being recorded. */
  public static final class OpenEpoch implements Serializable {
    private static final long serialVersionUID = 1L;
    final int index;
    final Epoch.Kind kind;
    final int context;
    final int tag;
    final String site;
    final boolean forced;
    long issueOrder; // position among this rank's receives and probes, in program order
    int clock = -1;
    int orderKey = -1;
    int matchedSource = -1;
    final java.util.BitSet alternatives = new java.util.BitSet(); // sources, as bits: a set per epoch stays cheap

    OpenEpoch(int index, Epoch.Kind kind, int context, int tag, String site, boolean forced) {
      this.index = index;
      this.kind = kind;
      this.context = context;
      this.tag = tag;
      this.site = site;
      this.forced = forced;
    }

    public int index() {
      return index;
    }

    public boolean forced() {
      return forced;
    }
  }

  /** A receive between its issue and its completion. */
  public static final class Receive implements Serializable {
    private static final long serialVersionUID = 1L;
    final long order;
    final int context;
    final int tag;
    final OpenEpoch epoch; // null for a receive that names its source
    boolean clockTaken;

    Receive(long order, int context, int tag, OpenEpoch epoch) {
      this.order = order;
      this.context = context;
      this.tag = tag;
      this.epoch = epoch;
    }
  }

  /** The number the next wildcard call of this rank will get. */
  public synchronized int nextEpochIndex() {
    return epochs.size();
  }

  /** A wildcard call (receive or probe) is issued; it opens the next epoch. */
  public synchronized OpenEpoch openEpoch(Epoch.Kind kind, int context, int tag, String site, boolean forced) {
    OpenEpoch epoch = new OpenEpoch(epochs.size(), kind, context, tag, site, forced);
    epoch.issueOrder = issued;
    if (kind == Epoch.Kind.PROBE) {
      issued++; // a probe opens no Receive, but later receives are issued after it
    }
    epochs.add(epoch);
    return epoch;
  }

  /**
   * A receive is issued. A nonblocking wildcard receive enters Pending (R2).
   *
   * @param epoch the epoch it opened, or null when it names its source (or was forced to one and is not an epoch)
   */
  public synchronized Receive issueReceive(int context, int tag, OpenEpoch epoch, boolean nonblocking) {
    Receive receive = new Receive(issued++, context, tag, epoch);
    if (nonblocking && epoch != null) {
      pending.add(receive);
    }
    return receive;
  }

  /** This rank's rank in the communicator with {@code context}. */
  public synchronized void noteCommRank(int context, int commRank) {
    commRanks.put(context, commRank);
  }

  /** An application send is about to be handed to MPJ (recorded first: a blocking send may never return). */
  public synchronized void recordSend(int context, int ownCommRank, int destination, int tag, String site) {
    commRanks.put(context, ownCommRank);
    sent.add(new SentMessage(context, ownCommRank, destination, tag, clock.snapshot(), site));
  }

  /** R4: a receive completed with a message from {@code source} with {@code tag} that carried {@code messageClock}. */
  public synchronized void completeReceive(Receive receive, int source, int tag, int[] messageClock) {
    receivedPerChannel.merge(List.of(receive.context, source, tag), 1, Integer::sum);
    // Receives that non-overtaking forces to match before this one take their clocks first, in issue order.
    List<Receive> completeNow = pending.stream()
        .filter(earlier -> earlier != receive && earlier.order < receive.order && earlier.context == receive.context
            && (earlier.tag == ANY || earlier.tag == receive.tag))
        .sorted(Comparator.comparingLong(earlier -> earlier.order))
        .toList();
    for (Receive earlier : completeNow) {
      takeClock(earlier);
    }
    if (receive.epoch != null && !receive.clockTaken) {
      takeClock(receive);
    }
    int completion = receive.epoch != null ? receive.epoch.clock : clock.local();
    if (receive.epoch != null) {
      receive.epoch.matchedSource = source;
    }
    if (messageClock != null) {
      recordLateMessage(receive, source, tag, clock.componentFor(messageClock), completion);
      clock.merge(messageClock);
    }
  }

  /** A wildcard probe found a message from {@code source}: the epoch completes without consuming it. */
  public synchronized void completeProbe(OpenEpoch epoch, int source) {
    epoch.orderKey = clock.orderKey();
    epoch.clock = clock.advance();
    byClock.add(epoch);
    epoch.matchedSource = source;
  }

  /** A message that is not the application's own (collective traffic): only the clock merges (R5 by data flow). */
  public synchronized void mergeInternal(int[] messageClock) {
    clock.merge(messageClock);
  }

  /** R3: what an outgoing message carries. */
  public int[] outgoingClock() {
    return clock.snapshot();
  }

  private void takeClock(Receive receive) {
    receive.epoch.orderKey = clock.orderKey();
    receive.epoch.clock = clock.advance();
    byClock.add(receive.epoch);
    receive.clockTaken = true;
    pending.remove(receive);
  }

  private void recordLateMessage(Receive receive, int source, int tag, int messageComponent, int completion) {
    // Candidates have messageComponent <= clock < completion: a contiguous run of the clock-ordered epochs.
    for (int i = firstWithClockAtLeast(messageComponent); i < byClock.size(); i++) {
      OpenEpoch earlier = byClock.get(i);
      if (earlier.clock >= completion) {
        break;
      }
      // A message taken by a receive issued before the epoch could never have reached it (that receive was posted
      // first and names a source or is itself an earlier wildcard): it is no alternative of the epoch.
      boolean issuedBefore = earlier.issueOrder < receive.order;
      if (issuedBefore && earlier != receive.epoch && earlier.context == receive.context
          && (earlier.tag == ANY || earlier.tag == tag)) {
        earlier.alternatives.set(source);
      }
    }
  }

  private int firstWithClockAtLeast(int value) {
    int low = 0;
    int high = byClock.size();
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (byClock.get(middle).clock < value) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }

  /** The application messages this rank sent, in order. */
  public synchronized List<SentMessage> sentMessages() {
    return List.copyOf(sent);
  }

  /** How many messages from {@code source} with {@code tag} on {@code context} this rank received. */
  public synchronized int receivedCount(int context, int source, int tag) {
    return receivedPerChannel.getOrDefault(List.of(context, source, tag), 0);
  }

  /** This rank's rank in the communicator with {@code context}, or -1 if it never used it. */
  public synchronized int commRank(int context) {
    return commRanks.getOrDefault(context, -1);
  }

  /**
   * A message that reached this rank's queue but was never received (the run deadlocked or ended first) is a
   * potential match of every completed epoch whose clock it did not know: the same rule as for late messages.
   */
  public synchronized void unreceivedMessage(SentMessage message) {
    int component = clock.componentFor(message.clock());
    for (OpenEpoch epoch : epochs) {
      if (epoch.clock >= 0 && epoch.context == message.context() && (epoch.tag == ANY || epoch.tag == message.tag())
          && component <= epoch.clock) {
        epoch.alternatives.set(message.source());
      }
    }
  }

  /** The epochs recorded so far, alternatives excluding the matched source. */
  public synchronized List<Epoch> epochs() {
    List<Epoch> result = new ArrayList<>(epochs.size());
    for (OpenEpoch e : epochs) {
      TreeSet<Integer> others = new TreeSet<>();
      e.alternatives.stream().filter(source -> source != e.matchedSource).forEach(others::add);
      result.add(new Epoch(rank, e.index, e.kind, e.clock, e.orderKey, e.context, e.tag, e.site, e.matchedSource,
          others, e.forced));
    }
    return result;
  }
}
