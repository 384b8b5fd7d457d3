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
  private final List<Receive> incomplete = new ArrayList<>(); // every receive issued and not completed, in order
  private final List<Receive> overtaken = new ArrayList<>(); // forced receives a later receive took a fitting message
  private final List<SentMessage> sent = new ArrayList<>();
  private final java.util.Map<List<Integer>, Integer> receivedPerChannel = new java.util.HashMap<>();
  private final java.util.Map<Integer, Integer> commRanks = new java.util.HashMap<>();
  private final RegionExecutions regions = new RegionExecutions();
  // Per source, a run [from, to) of positions in byClock whose epochs all have that source as an alternative already:
  // late messages skip it. Without it, each of the n wildcard receives of an all-to-one pattern looks at every earlier
  // epoch, n^2/2 steps, to learn nothing new (the top cost of dampi on that pattern at 256 ranks, see BENCHMARKS.md).
  private final java.util.Map<Integer, int[]> knownAlternativeRuns = new java.util.HashMap<>();
  private long issued;
  private Receive probing; // a forced wildcard probe waiting in MPJ for its source, as a receive that takes nothing
  private List<Receive> passedOver = List.of(); // the other receives of a forced Waitany waiting for its request

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
    boolean inRepeatedRegion;
    long issueOrder; // position among this rank's receives and probes, in program order
    int clock = -1;
    int[] knowledge; // what the epoch's match came after: the rank's clock when it took its value, and its message's
    int matchedSource = -1;
    int askedSource = ANY; // what MPJ was asked: ANY, or the forced source
    long closedAt = Long.MAX_VALUE; // how many receives this rank had issued when this one completed
    final java.util.BitSet alternatives = new java.util.BitSet(); // sources, as bits: a set per epoch stays cheap
    // The first message clock per alternative, in the order the alternatives were found: two growing arrays rather
    // than a map, since an epoch of a wide all-to-one pattern collects one alternative per sender.
    int[] revealedSources = new int[0];
    int[][] revealingClocks = new int[0][];
    int revealedCount;
    final List<int[]> knownMatchedAfter = new ArrayList<>(); // {rank, value}: see knownMatchedBy

    /**
     * The synchronous-send rule for receives whose own value is taken lazily: a message whose clock has component
     * {@code rank} at least {@code value} for one of the pairs was sent after a blocking Ssend returned that this epoch,
     * or a receive it matched before, was matched with; it can be no alternative of the epoch.
     */
    boolean knownMatchedBy(int[] messageClock) {
      for (int[] after : knownMatchedAfter) {
        if (after[0] < messageClock.length && messageClock[after[0]] >= after[1]) {
          return true;
        }
      }
      return false;
    }

    void alternative(int source, int[] messageClock) {
      if (!alternatives.get(source)) {
        alternatives.set(source);
        if (revealedCount == revealedSources.length) {
          int capacity = Math.max(4, 2 * revealedCount);
          revealedSources = java.util.Arrays.copyOf(revealedSources, capacity);
          revealingClocks = java.util.Arrays.copyOf(revealingClocks, capacity);
        }
        revealedSources[revealedCount] = source;
        revealingClocks[revealedCount] = messageClock;
        revealedCount++;
      }
    }

    boolean hasAlternative(int source) {
      return alternatives.get(source);
    }

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
    final int source; // the source MPJ is asked for: ANY, or named (a forced wildcard names its forced source)
    final int tag;
    final OpenEpoch epoch; // null for a receive that names its source
    boolean clockTaken;
    // Waitany-like epochs that completed another request while this receive was active, with its index there
    final List<Watcher> watchers = new ArrayList<>(1);
    // the source the device matched, -1 if none yet; null where the device does not say before completion (niodev)
    private transient java.util.function.IntSupplier deviceMatch;
    private transient java.util.function.Supplier<int[]> deliveredClock; // its message's clock, null until delivered

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
    public void deviceMatch(java.util.function.IntSupplier source) {
      this.deviceMatch = source;
    }

    /**
     * How to learn, before the application completes this nonblocking receive, the clock its message carried: null
     * while the device has not delivered it.
     */
    public void deliveredClock(java.util.function.Supplier<int[]> messageClock) {
      this.deliveredClock = messageClock;
    }

    /** Whether the device has matched this nonblocking receive (false where it does not say). */
    public boolean matchedAtDevice() {
      return deviceMatch != null && deviceMatch.getAsInt() >= 0;
    }
  }

  /**
   * A completion epoch (Waitany, Testany, Waitsome) that passed over this receive: it could have completed the
   * receive, as request {@code index}, if the receive's message was there in time.
   */
  record Watcher(OpenEpoch epoch, int index) implements Serializable {}

  /** The number the next wildcard call of this rank will get. */
  public synchronized int nextEpochIndex() {
    return epochs.size();
  }

  /** A wildcard call (receive or probe) is issued; it opens the next epoch. */
  public synchronized OpenEpoch openEpoch(Epoch.Kind kind, int context, int tag, String site, boolean forced) {
    OpenEpoch epoch = new OpenEpoch(epochs.size(), kind, context, tag, site, forced);
    epoch.issueOrder = issued;
    epoch.inRepeatedRegion = regions.insideRepeatedExecution();
    if (kind == Epoch.Kind.PROBE) {
      issued++; // a probe opens no Receive, but later receives are issued after it
    }
    epochs.add(epoch);
    return epoch;
  }

  /** One execution of an abstracted region begins (loop-iteration abstraction). */
  public synchronized void enterRegion(String name) {
    regions.enter(name);
  }

  /** The innermost open execution of region {@code name} ends. */
  public synchronized void exitRegion(String name) {
    regions.exit(name);
  }

  /**
   * A receive is issued. A nonblocking wildcard receive enters Pending (R2).
   *
   * @param epoch the epoch it opened, or null when it names its source (or was forced to one and is not an epoch)
   */
  public synchronized Receive issueReceive(int context, int source, int tag, OpenEpoch epoch, boolean nonblocking) {
    Receive receive = new Receive(issued++, context, source, tag, epoch);
    if (epoch != null) {
      epoch.askedSource = source;
    }
    incomplete.add(receive);
    if (nonblocking && epoch != null) {
      pending.add(receive);
    }
    return receive;
  }

  /**
   * The forced receives that a blocking receive about to be issued, asking MPJ for {@code source} and {@code tag},
   * must not overtake: nonblocking wildcards issued before it and forced to another source, not yet matched at the
   * device, whose wildcard fits every message it can take. MPI gives such a message to the earlier wildcard while it
   * is unmatched, so in every execution where it matches its forced source the later receive matches after it; MPJ,
   * asked for the forced source only, would hand the message to the later receive at once. A receive with a wider tag
   * than the wildcard's can also take messages the wildcard never fits, so it is not held.
   */
  public synchronized List<Receive> forcedReceivesAhead(int context, int source, int tag) {
    List<Receive> ahead = new ArrayList<>();
    for (Receive earlier : incomplete) {
      if (earlier.epoch != null && earlier.epoch.forced && earlier.deviceMatch != null && earlier.context == context
          && (earlier.tag == ANY || (tag != ANY && earlier.tag == tag)) && (source == ANY || source != earlier.source)
          && !earlier.matchedAtDevice()) {
        ahead.add(earlier);
      }
    }
    return ahead;
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

  /**
   * R4: a receive completed with a message from {@code source} with {@code tag} that carried {@code messageClock}; the
   * message was the blocking Ssend of rank {@code ssendSender}, or that is -1. Under LVCP such a
   * match orders everything the sender does after its Ssend returned after this receive and after every receive
   * issued before it, still open when it was issued, that would have fitted the message (non-overtaking made those
   * match first). Blocking receives need no more: their rendezvous clock already told the sender their value (see
   * {@link #rendezvousClock}); a nonblocking one takes its value later, so the sender's clock cannot say it. The
   * sender advanced its own component when its Ssend returned (see {@link #mergeRendezvous}), and did nothing while
   * blocked in it, so its component above the message's means exactly "after the Ssend". A Lamport value cannot say
   * that: under LLCP the rule stops at the rendezvous clock.
   */
  public synchronized void completeReceive(Receive receive, int source, int tag, int[] messageClock, int ssendSender) {
    if (ssendSender >= 0 && messageClock != null && ssendSender < messageClock.length && clock.separatesRanks()) {
      int[] afterSsend = {ssendSender, messageClock[ssendSender] + 1};
      for (OpenEpoch epoch : epochs) {
        if (epoch == receive.epoch || openAndFitting(epoch, receive, source, tag)) {
          epoch.knownMatchedAfter.add(afterSsend);
        }
      }
    }
    if (receive.epoch != null) {
      receive.epoch.closedAt = issued;
    }
    receivedPerChannel.merge(List.of(receive.context, source, tag), 1, Integer::sum);
    incomplete.remove(receive);
    noteForcedReceivesOvertaken(receive, source, tag);
    // Receives that non-overtaking forces to match before this one take their clocks first, in issue order.
    List<Receive> completeNow = completeNow(receive);
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
      recordLateMessage(receive, source, tag, messageClock, completion);
      offerToPassingCompletions(receive, messageClock);
      clock.merge(messageClock);
      if (receive.epoch != null) {
        orderAfterMatchedMessage(receive.epoch, messageClock);
      }
    }
    // R4's last step for the receives of CompleteNow too: each matched a message before this receive matched its
    // own, so what those messages' senders knew comes before everything this rank does next. Merged only after the
    // epochs took their clocks, as R4 merges m.LC last. A message the device has not delivered yet merges at its own
    // completion instead.
    for (Receive earlier : completeNow) {
      int[] delivered = earlier.deliveredClock == null ? null : earlier.deliveredClock.get();
      if (delivered != null) {
        clock.merge(delivered);
        orderAfterMatchedMessage(earlier.epoch, delivered);
      }
    }
  }

  /**
   * Whether wildcard receive {@code epoch} was issued before {@code receive}, was still open when {@code receive} was
   * issued, and would have fitted the message {@code receive} got: non-overtaking made it match first.
   */
  private static boolean openAndFitting(OpenEpoch epoch, Receive receive, int source, int tag) {
    return (epoch.kind == Epoch.Kind.RECV || epoch.kind == Epoch.Kind.IRECV || epoch.kind == Epoch.Kind.SENDRECV)
        && epoch.issueOrder < receive.order && epoch.closedAt > receive.order
        && epoch.context == receive.context && (epoch.askedSource == ANY || epoch.askedSource == source)
        && (epoch.tag == ANY || epoch.tag == tag);
  }

  /** Receives that non-overtaking forces to match before {@code receive}: they take their clocks first, in issue order. */
  private List<Receive> completeNow(Receive receive) {
    if (pending.isEmpty()) {
      return List.of();
    }
    return pending.stream()
        .filter(earlier -> earlier != receive && earlier.order < receive.order && earlier.context == receive.context
            && (earlier.tag == ANY || earlier.tag == receive.tag))
        .sorted(Comparator.comparingLong(earlier -> earlier.order))
        .toList();
  }

  /**
   * What a synchronous send that matches {@code receive} learns of this rank (DESIGN-SOURCE "Synchronous sends"), fixed
   * when the receive is issued so that it does not depend on when the match happens. A blocking receive publishes the
   * clock it will leave behind when it completes (R4 without the message's merge: its CompleteNow, then its own value
   * if it is a wildcard), which is exact because the rank does nothing else in between. A nonblocking receive
   * publishes the clock at its posting: its own value is taken lazily, at a completion that may come long after the
   * match, so only what preceded the posting is known to precede the match.
   */
  public synchronized int[] rendezvousClock(Receive receive, boolean nonblocking) {
    if (nonblocking) {
      return clock.snapshot();
    }
    int advances = completeNow(receive).size() + (receive.epoch != null ? 1 : 0);
    return clock.snapshotAfter(advances);
  }

  /**
   * A synchronous send of this rank completed: it learned the clock its receive published (a merge, as R4's; empty
   * when the receive published none). When it was a blocking Ssend that returned, a vector clock also advances its own
   * component, so that what this rank sends from now on can be told from what it sent before the Ssend (see {@link
   * #completeReceive}); a lazy clock may advance at any event, only the values taken by
   * epochs matter.
   */
  public synchronized void mergeRendezvous(int[] receiverClock, boolean ssendReturned) {
    if (receiverClock.length > 0) {
      clock.merge(receiverClock);
    }
    if (ssendReturned && clock.separatesRanks()) {
      clock.advance();
    }
  }

  /**
   * An epoch comes after everything its matched message depends on: its order key counts that message's clock too.
   * Otherwise an epoch whose match was only possible after another rank's epoch could sort before it, and a replay
   * would force its match while the other epoch, deeper on the search stack, takes an alternative that rules it out.
   */
  private void orderAfterMatchedMessage(OpenEpoch epoch, int[] messageClock) {
    epoch.knowledge = join(epoch.knowledge, messageClock);
  }

  private static int[] join(int[] clock, int[] other) {
    int[] joined = clock.clone();
    for (int i = 0; i < joined.length && i < other.length; i++) {
      joined[i] = Math.max(joined[i], other[i]);
    }
    return joined;
  }

  /** A wildcard probe found a message from {@code source}: the epoch completes without consuming it. */
  public synchronized void completeProbe(OpenEpoch epoch, int source) {
    epoch.knowledge = clock.snapshot();
    epoch.clock = clock.advance();
    byClock.add(epoch);
    epoch.matchedSource = source;
  }

  /**
   * A completion epoch (Waitany, Testany, Waitsome) completed request {@code index}; {@code passedOver} are the
   * receives among its other active requests, by index. Their messages decide its alternatives (the late-message rule
   * over requests): a receive whose message did not know of this completion could have completed here instead. The
   * completed request's own receive is reported first, so the epoch's value comes after its message.
   */
  public synchronized void completeAny(OpenEpoch epoch, int index, java.util.Map<Integer, Receive> passedOver) {
    epoch.knowledge = clock.snapshot();
    epoch.clock = clock.advance();
    byClock.add(epoch);
    epoch.matchedSource = index;
    passedOver.forEach((other, receive) -> {
      if (incomplete.contains(receive)) {
        receive.watchers.add(new Watcher(epoch, other));
      }
    });
  }

  /** The receive's message reveals the completion epochs that passed over it: see {@link #completeAny}. */
  private void offerToPassingCompletions(Receive receive, int[] messageClock) {
    int component = clock.componentFor(messageClock);
    for (Watcher watcher : receive.watchers) {
      if (component <= watcher.epoch().clock) {
        watcher.epoch().alternative(watcher.index(), messageClock);
      }
    }
  }

  /**
   * A forced completion epoch waits in MPJ for its request while {@code others} are the receives among its other
   * active requests: if one of them could take a message that lies unreceived, the program's Waitany would have
   * returned it, and a run stuck here is infeasible ({@link #starvesForcedReceive}).
   */
  public synchronized void completionWaits(List<Receive> others) {
    passedOver = List.copyOf(others);
  }

  /** The forced completion epoch's request completed. */
  public synchronized void completionDone() {
    passedOver = List.of();
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
    if (receive.epoch.matchedSource < 0 && receive.deviceMatch != null) {
      // Completed early (CompleteNow, or the run's end): the match was made at the device, so the source is known
      // there; replays then force it, and a later alternative cannot find its message taken by this receive.
      receive.epoch.matchedSource = receive.deviceMatch.getAsInt();
    }
    receive.epoch.knowledge = clock.snapshot();
    receive.epoch.clock = clock.advance();
    byClock.add(receive.epoch);
    receive.clockTaken = true;
    pending.remove(receive);
  }

  private void recordLateMessage(Receive receive, int source, int tag, int[] messageClock, int completion) {
    int messageComponent = clock.componentFor(messageClock);
    int[] known = knownAlternativeRuns.get(source);
    // Candidates have messageComponent <= clock < completion: a contiguous run of the clock-ordered epochs.
    int position = firstWithClockAtLeast(messageComponent);
    int gapFreeFrom = position; // every epoch from here to the current position has the source as an alternative
    while (position < byClock.size()) {
      if (known != null && position >= known[0] && position < known[1]) {
        position = known[1]; // nothing to learn there
        continue;
      }
      OpenEpoch earlier = byClock.get(position);
      if (earlier.clock >= completion) {
        break;
      }
      if (earlier.kind == Epoch.Kind.COMPLETION) {
        position++; // its alternatives are requests, not sources: see offerToPassingCompletions
        continue;
      }
      // A message taken by a receive issued before the epoch could never have reached it (that receive was posted
      // first and names a source or is itself an earlier wildcard): it is no alternative of the epoch.
      boolean issuedBefore = earlier.issueOrder < receive.order;
      if (issuedBefore && earlier != receive.epoch && earlier.context == receive.context
          && (earlier.tag == ANY || earlier.tag == tag) && !earlier.knownMatchedBy(messageClock)) {
        earlier.alternative(source, messageClock);
      }
      if (!earlier.hasAlternative(source)) {
        gapFreeFrom = position + 1;
      }
      position++;
    }
    rememberKnownRun(source, known, gapFreeFrom, position);
  }

  /** Keeps one run per source: the new one joined to the old when they meet, else the later of the two. */
  private void rememberKnownRun(int source, int[] known, int from, int to) {
    if (from >= to) {
      return;
    }
    if (known == null) {
      knownAlternativeRuns.put(source, new int[] {from, to});
    } else if (from <= known[1] && known[0] <= to) {
      known[0] = Math.min(known[0], from);
      known[1] = Math.max(known[1], to);
    } else if (to > known[1]) {
      known[0] = from;
      known[1] = to;
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

  /**
   * The run ended (often in a deadlock) with nonblocking wildcard receives issued but never completed: each may
   * have matched a message at the device that the rank never saw. They take their clocks now, in issue order, as R4
   * would have at a later completion, so that unreceived messages can still be offered to them as alternatives; their
   * matched source is the device's match, or unknown when the device made none or does not say.
   */
  public synchronized void closeAtRunEnd() {
    for (Receive receive : List.copyOf(incomplete)) {
      if (receive.epoch == null) {
        continue;
      }
      if (!receive.clockTaken) {
        takeClock(receive);
      } else if (receive.epoch.matchedSource < 0 && receive.deviceMatch != null) {
        receive.epoch.matchedSource = receive.deviceMatch.getAsInt(); // matched at the device after it took its clock
      }
    }
  }

  /**
   * A receive took a message from {@code source} that a forced receive issued before it, still incomplete, would have
   * fitted as the wildcard the program wrote (another source, a fitting tag). Only where the device says whether that
   * receive has matched: the run's end decides ({@link #forcedReceiveOvertaken}).
   */
  private void noteForcedReceivesOvertaken(Receive receive, int source, int tag) {
    for (Receive earlier : incomplete) {
      if (earlier.order < receive.order && earlier.epoch != null && earlier.epoch.forced && earlier.source != source
          && earlier.context == receive.context && (earlier.tag == ANY || earlier.tag == tag)
          && earlier.deviceMatch != null && !overtaken.contains(earlier)) {
        overtaken.add(earlier);
      }
    }
  }

  /**
   * Whether a forced receive never matched while a receive issued after it took a message its wildcard would have
   * taken: MPI gives a message to the earliest posted receive that fits (non-overtaking), so in every execution that
   * message goes to the wildcard, or the wildcard had matched before. The run follows no execution of the program;
   * typically the forced source's message depended on a choice this run made differently. Known only where the device
   * says whether a nonblocking receive has matched (multicore).
   */
  public synchronized boolean forcedReceiveOvertaken() {
    return overtaken.stream().anyMatch(receive -> incomplete.contains(receive) && receive.deviceMatch.getAsInt() < 0);
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
   * potential match of every completed epoch whose clock it did not know: the same rule as for late messages. Except
   * where non-overtaking reserves it for a receive issued before the epoch and never completed, which names its source
   * or which the device already matched with it. A completion epoch (Waitany, ...) that passed over the receive
   * that would take it gets that request as an alternative, by the same rule.
   *
   * @param positionUnreceived 1 for the first unreceived message of its channel (communicator, source, tag), 2 for
   *     the next, ...
   */
  public synchronized void unreceivedMessage(SentMessage message, int positionUnreceived) {
    int component = clock.componentFor(message.clock());
    for (Receive receive : incomplete) {
      if (!receive.watchers.isEmpty() && takesInTurn(receive, message, positionUnreceived)) {
        offerToPassingCompletions(receive, message.clock());
      }
    }
    for (OpenEpoch epoch : epochs) {
      if (epoch.kind != Epoch.Kind.COMPLETION && epoch.clock >= 0 && epoch.context == message.context()
          && (epoch.tag == ANY || epoch.tag == message.tag())
          && component <= epoch.clock && !epoch.knownMatchedBy(message.clock())
          && reservedBefore(epoch, message) < positionUnreceived) {
        epoch.alternative(message.source(), message.clock());
      }
    }
  }

  /**
   * Whether a receive forced to one source is still waiting (it never completed) while {@code message}, from another
   * source and unreceived, would have fitted it: the wildcard the program wrote would have taken that message, so the
   * run is stuck in a state no execution reaches. The forced match was infeasible here, typically because the message
   * that revealed it depended on a choice this run made differently.
   *
   * @param positionUnreceived as for {@link #unreceivedMessage}
   */
  public synchronized boolean starvesForcedReceive(SentMessage message, int positionUnreceived) {
    for (Receive receive : incomplete) {
      if (starves(receive, message, positionUnreceived)) {
        return true;
      }
    }
    if (probing != null && starves(probing, message, positionUnreceived)) {
      return true;
    }
    return passedOver.stream().anyMatch(receive -> incomplete.contains(receive)
        && takesInTurn(receive, message, positionUnreceived));
  }

  /**
   * Whether {@code receive}, never completed, is the one that takes {@code message} by non-overtaking: the receives
   * issued before it and never completed that take messages of its channel leave it exactly this message.
   */
  private boolean takesInTurn(Receive receive, SentMessage message, int positionUnreceived) {
    if (!takes(receive, message)) {
      return false;
    }
    int before = 0;
    for (Receive other : incomplete) {
      if (other.order < receive.order && takes(other, message)) {
        before++;
      }
    }
    return before == positionUnreceived - 1;
  }

  /** Whether {@code receive} names the message's source (or the device matched it with that source) and fits it. */
  private static boolean takes(Receive receive, SentMessage message) {
    boolean source = receive.source == message.source()
        || (receive.deviceMatch != null && receive.deviceMatch.getAsInt() == message.source());
    return source && receive.context == message.context() && (receive.tag == ANY || receive.tag == message.tag());
  }

  private boolean starves(Receive receive, SentMessage message, int positionUnreceived) {
    boolean matchedAtDevice = receive.deviceMatch != null && receive.deviceMatch.getAsInt() >= 0;
    return receive.epoch != null && receive.epoch.forced && !matchedAtDevice && receive.source != message.source()
        && receive.context == message.context() && (receive.tag == ANY || receive.tag == message.tag())
        && reservedBefore(receive.epoch, message) < positionUnreceived;
  }

  /**
   * A forced wildcard probe waits in MPJ for {@code source}: like a forced receive, it starves when a message its
   * wildcard would have seen lies unreceived ({@link #starvesForcedReceive}).
   */
  public synchronized void probeWaits(OpenEpoch epoch, int source) {
    probing = new Receive(epoch.issueOrder, epoch.context, source, epoch.tag, epoch);
  }

  /** The waiting probe found its message. */
  public synchronized void probeFound() {
    probing = null;
  }

  /**
   * How many receives issued before {@code epoch}, never completed, take messages from the source of {@code message}
   * (they name it, or the device matched them with it) and fit it.
   */
  private int reservedBefore(OpenEpoch epoch, SentMessage message) {
    int count = 0;
    for (Receive receive : incomplete) {
      if (receive.order < epoch.issueOrder && takes(receive, message)) {
        count++;
      }
    }
    return count;
  }

  /**
   * The epochs recorded so far, alternatives excluding the matched source. An epoch's order key counts what every
   * epoch of this rank that took its clock before it came after: those match before it (an earlier one that
   * completes late, in R4's CompleteNow, matched before the receive that completed it), but the message that one
   * matched can be known only at its own, later completion. Without it a receive could sort before the irecv that
   * non-overtaking made match first, and a replay would force it while the irecv deviates to the same message.
   */
  public synchronized List<Epoch> epochs() {
    java.util.Map<OpenEpoch, Integer> orderKeys = new java.util.IdentityHashMap<>();
    int[] before = null;
    for (OpenEpoch e : byClock) {
      before = before == null ? e.knowledge : join(before, e.knowledge);
      orderKeys.put(e, clock.orderKeyOf(before));
    }
    List<Epoch> result = new ArrayList<>(epochs.size());
    for (OpenEpoch e : epochs) {
      TreeSet<Integer> others = new TreeSet<>();
      e.alternatives.stream().filter(source -> source != e.matchedSource).forEach(others::add);
      java.util.Map<Integer, int[]> revealedBy = new java.util.HashMap<>();
      for (int i = 0; i < e.revealedCount; i++) {
        if (e.revealedSources[i] != e.matchedSource) {
          revealedBy.put(e.revealedSources[i], e.revealingClocks[i]);
        }
      }
      result.add(new Epoch(rank, e.index, e.kind, e.clock, orderKeys.getOrDefault(e, -1), e.context, e.tag, e.site,
          e.matchedSource, others, e.forced, e.inRepeatedRegion, revealedBy));
    }
    return result;
  }
}
