package dampi.epoch;

import dampi.clock.LogicalClock;
import dampi.clock.Protocol;
import dampi.site.Site;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One rank's lazy-clock bookkeeping (DESIGN-SOURCE R1-R4 and the match rules of Theorems 5.3 and 5.5), kept free of
 * MPJ types so it can be tested on its own. The interception layer reports calls to it in program order; it assigns
 * epoch numbers and clocks, applies the clock rules here, and hands the rest to one part each: the late-message rule
 * ({@link LateMessages}), the open receives ({@link OpenReceives}), completion epochs ({@link CompletionEpochs}),
 * the messages sent and received ({@link MessageLedger}) and the checks of forced runs ({@link ForcedReceiveChecks}).
 * At the end of the run {@link #freeze} hands on what it recorded.
 *
 * <p>Both protocols share the rule: a message {@code m} received after epoch {@code r} completed is a potential match
 * of {@code r} iff {@code m}'s component for this rank is {@code <=} the clock {@code r} took (LLCP compares the
 * single Lamport value, LVCP compares {@code VC[i]}), the tags fit and the communicator is the same.
 */
public final class EpochTracker implements Serializable {
  private static final long serialVersionUID = 1L;
  /** MPI.ANY_SOURCE and MPI.ANY_TAG in MPJ Express 0.44. */
  public static final int ANY = -2;
  /** What a poll forced to find nothing asks MPJ for: no source at all. */
  private static final int NO_SOURCE = -3;

  private final int rank;
  private final LogicalClock clock;
  private volatile int[] sendHalfClock; // what a Sendrecv's send half carries while MPJ issues it (sendrecvBegins)
  private final List<OpenEpoch> epochs = new ArrayList<>();
  private final OpenReceives receives = new OpenReceives();
  private final LateMessages lateMessages = new LateMessages();
  private final MessageLedger messages = new MessageLedger();
  private final ForcedReceiveChecks forcedChecks = new ForcedReceiveChecks();
  private final List<SendRequest> watchedSends = new ArrayList<>(); // send requests a completion epoch passed over
  private final RegionExecutions regions = new RegionExecutions();
  private final PendingPolls pendingPolls = new PendingPolls();
  private volatile boolean pollsPending; // read unlocked on every outgoing message
  private boolean loopEnding; // a poll that repeated empty ones found: the epoch it opens next ends their loop
  private volatile boolean readySendsMade; // read unlocked by every receiver of this rank's messages

  public EpochTracker(Protocol protocol, int rank, int size) {
    this.rank = rank;
    this.clock = protocol.newClock(rank, size);
  }

  /** The number the next wildcard call or single poll of this rank will get (empty polls pending come first). */
  public synchronized int nextEpochIndex() {
    return epochs.size() + pendingPolls.size();
  }

  /** A wildcard call (receive, probe or completion) is issued; it opens the next epoch. */
  public synchronized OpenEpoch openEpoch(Epoch.Kind kind, int context, int tag, Site site, boolean forced) {
    takePendingPolls();
    return open(kind, context, tag, site, forced);
  }

  /**
   * A single poll for {@code namedSource} ({@link #ANY} for a wildcard) found a message, or is forced to: it opens the
   * next epoch, in which finding nothing is an alternative (MPI lets one poll miss a message already sent, MPI-3.1
   * §3.8.1; whether a loop's find could have been nothing at all is the search's to judge).
   */
  public synchronized OpenEpoch openPollEpoch(PollQuestion question, Site site, boolean forced) {
    takePendingPolls();
    OpenEpoch epoch = openPoll(question, site, forced);
    epoch.endsALoop = loopEnding;
    loopEnding = false;
    epoch.alternatives.add(Epoch.NOTHING, new int[0]);
    return epoch;
  }

  /**
   * A single Testany or Testsome over several requests ({@code question} says which) completed some, or is forced to:
   * it opens the next epoch, over requests, in which completing nothing is an alternative (MPI lets one test report no
   * completion while a request could be complete, MPI-3.1 §3.7.3, §3.7.4; only a repeated test must see it).
   */
  public synchronized OpenEpoch openCompletionPollEpoch(PollQuestion question, Site site, boolean forced) {
    takePendingPolls();
    OpenEpoch epoch = openOverRequests(question.requests(), site, forced);
    epoch.endsALoop = loopEnding;
    loopEnding = false;
    epoch.alternatives.add(Epoch.NOTHING, new int[0]);
    return epoch;
  }

  /**
   * A single poll at {@code site} found nothing (or a decision made it find nothing: {@code forced}). It becomes an
   * epoch once the rank does anything else that counts (see {@link PendingPolls}); polled again at once, it is the
   * same choice.
   */
  public synchronized void pollFoundNothing(Site site, PollQuestion question, boolean forced) {
    pendingPolls.add(new PendingPolls.Poll(site, question, forced, null));
    pollsPending = true;
  }

  /**
   * Whether an empty poll that asked what the poll at {@code site} asks is pending: this poll repeats it, at once, so
   * the program polls in a loop. Whether finding nothing is an alternative of a find there is the search's to judge:
   * a loop that only ever ends finding would poll again and find the same, one that gives up would not.
   *
   * @return how the poll repeated is to answer: {@code FREE} as MPJ does, {@code NOTHING} when a decision made the
   *     loop's first poll find nothing (the loop's answers are one choice); {@code NOT_REPEATED} when no poll is pending
   */
  public synchronized RepeatedPoll repeatsPendingPoll(Site site, PollQuestion question) {
    return pendingPolls.ask(question, site);
  }

  /** How a poll that may repeat a pending empty one answers: see {@link #repeatsPendingPoll}. */
  public enum RepeatedPoll { NOT_REPEATED, FREE, NOTHING }

  /**
   * The poll that repeated an empty one ({@link #repeatsPendingPoll}) found something: the empty polls before it were
   * a loop waiting for it, no choice.
   */
  public synchronized void repeatedPollFound(PollQuestion question) {
    loopEnding = true;
    pendingPolls.found(question);
    pollsPending = !pendingPolls.isEmpty();
  }

  /**
   * The program polls again after work of its own: the empty polls pending were answers it took, and become epochs
   * that found nothing, as when it makes another MPI call; the poll that follows is a single poll, a choice of its own.
   */
  public synchronized void pollRepeatedAfterWork(Site site) {
    pendingPolls.workedAfterNothingAt(site);
    takePendingPolls();
  }

  /**
   * The rank calls {@code MPI_Finalize}: the empty polls pending were answers it took, and a loop among them gave up,
   * however little it told the device on its way out.
   */
  public synchronized void finalizing() {
    takePendingPolls();
  }

  /** The empty polls pending become epochs that found nothing, in the order they were made. */
  private void takePendingPolls() {
    takePendingPolls(false);
  }

  /**
   * As {@link #takePendingPolls()}; at the run's end ({@code runOver}) a loop still polling is no epoch, unless a
   * decision made it find nothing. Such a loop is known to the forced-run checks: if a message it asks for lies
   * unreceived, the loop only waits because of the decision, and the run is infeasible (the program polls until it
   * finds, so finding nothing was no choice), not a deadlock.
   */
  private void takePendingPolls(boolean runOver) {
    if (!pollsPending) {
      return;
    }
    for (PendingPolls.Poll poll : pendingPolls.takeAll(!runOver)) {
      if (runOver && poll.repeated() && !poll.forced()) {
        continue; // a loop still polling when the run ended never gave up: it made no choice, it waits
      }
      PollQuestion question = poll.question();
      OpenEpoch epoch = question.testsRequests()
          ? openOverRequests(question.requests(), poll.site(), poll.forced())
          : openPoll(question, poll.site(), poll.forced());
      takeValue(epoch);
      epoch.matchedSource = Epoch.NOTHING;
      if (question.testsRequests()) {
        CompletionEpochs.passedOverAll(epoch, question.requests(), receives, watchedSends);
      }
      if (runOver && poll.forced() && poll.repeated()) {
        if (question.testsRequests()) {
          // Its requests complete as the run goes on, and the program's loop would have seen one: a loop whose
          // requests never complete spins in a free run too, where it shows as what it is.
          forcedChecks.pollWaits(epoch, NO_SOURCE);
        } else {
          forcedChecks.loopForcedEmptyWaits(epoch, NO_SOURCE);
        }
      }
    }
    pollsPending = false;
  }

  private OpenEpoch openPoll(PollQuestion question, Site site, boolean forced) {
    OpenEpoch epoch = open(Epoch.Kind.PROBE, question.context(), question.tag(), site, forced);
    epoch.namedSource = question.namedSource();
    epoch.testedReceive = question.testedReceive();
    return epoch;
  }

  /** A single test's epoch, over the requests it tested. */
  private OpenEpoch openOverRequests(TestedRequests tested, Site site, boolean forced) {
    OpenEpoch epoch = open(tested.kind(), PollQuestion.NO_CONTEXT, ANY, site, forced);
    if (tested.all()) {
      epoch.everyRequest = tested.everyRequest();
    }
    return epoch;
  }

  private OpenEpoch open(Epoch.Kind kind, int context, int tag, Site site, boolean forced) {
    OpenEpoch epoch = new OpenEpoch(epochs.size(), kind, context, tag, site, forced, receives.issuedSoFar(),
        regions.insideRepeatedExecution());
    if (kind == Epoch.Kind.PROBE) {
      receives.probeIssued();
    }
    epochs.add(epoch);
    return epoch;
  }

  /** One execution of an abstracted region begins (loop-iteration abstraction). */
  public synchronized void enterRegion(String name) {
    takePendingPolls();
    regions.enter(name);
  }

  /** The innermost open execution of region {@code name} ends. */
  public synchronized void exitRegion(String name) {
    takePendingPolls();
    regions.exit(name);
  }

  /**
   * A receive is issued. A nonblocking wildcard receive enters Pending (R2).
   *
   * @param epoch the epoch it opened, or null when it names its source (or was forced to one and is not an epoch)
   */
  public synchronized Receive issueReceive(int context, int source, int tag, OpenEpoch epoch, boolean nonblocking) {
    takePendingPolls();
    if (epoch != null) {
      epoch.askedSource = source;
    }
    Receive receive = receives.issue(context, source, tag, epoch, nonblocking);
    if (clock.separatesRanks()) {
      // The posting is an event of its own, so that a ready send can tell whether it is known to come before it. A
      // lazy clock may advance at any event; only the values epochs take matter, and they still grow with causality.
      clock.advance();
      receive.postedAt = clock.local();
    }
    return receive;
  }

  /** The message recorded last ({@link #recordSend}) is a ready send's, by {@code call}, started at {@code startNanos}. */
  public synchronized void lastSentInReadyMode(String call, long startNanos) {
    messages.lastSentInReadyMode(call, startNanos);
    readySendsMade = true;
  }

  /**
   * The ready send, if the message was one, of the {@code ordinal}-th message this rank sent on {@code context} as
   * rank {@code source} to world rank {@code receiver} with {@code tag}.
   */
  public ReadySend readySend(int context, int source, int receiver, int tag, int ordinal) {
    if (!readySendsMade) {
      return null; // most programs make none: every receive asks, and need not take the sender's lock for it
    }
    synchronized (this) {
      return messages.readySend(context, source, receiver, tag, ordinal);
    }
  }

  /**
   * Whether {@code receive}, which took a ready send's message, was posted when the send started (MPI-3.1 §3.4) in
   * every execution: the sender's clock then knew of the posting (its component for this rank at or past the value
   * the posting left). A Lamport clock cannot say, and then a receive posted before the send started counts as known.
   */
  public boolean postedBefore(Receive receive, ReadySend send) {
    if (receive.postedAt >= 0 && rank < send.clock().length) {
      return send.clock()[rank] >= receive.postedAt;
    }
    return receive.postedNanos < send.startNanos();
  }

  /** See {@link ForcedReceiveChecks#ahead}. */
  public synchronized List<Receive> forcedReceivesAhead(int context, int source, int tag) {
    return ForcedReceiveChecks.ahead(receives.incomplete(), context, source, tag);
  }

  /**
   * An application send is about to be handed to MPJ (recorded first: a blocking send may never return).
   *
   * @param receiver the destination's world rank, -1 for none
   */
  public synchronized void recordSend(int context, int ownCommRank, int destination, int receiver, int tag,
      Site site) {
    takePendingPolls();
    messages.sent(new SentMessage(context, ownCommRank, destination, receiver, tag, clock.snapshot(), site));
  }

  /** The send recorded last ({@link #recordSend}) failed inside MPJ: it sent no message. */
  public synchronized void lastSendFailed() {
    messages.lastNotSent();
  }

  /**
   * The message recorded last ({@link #recordSend}) was handed to MPJ by a nonblocking send: the request a completion
   * call may return.
   */
  public synchronized SendRequest issueSendRequest() {
    return new SendRequest(messages.sentCount() - 1);
  }

  /** The application completed {@code send}'s request (a Wait, a Test, a completion call returned it). */
  public synchronized void sendRequestCompleted(SendRequest send) {
    send.completed = true;
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
    takePendingPolls();
    if (ssendSender >= 0 && messageClock != null && ssendSender < messageClock.length && clock.separatesRanks()) {
      SsendBoundary afterSsend = new SsendBoundary(ssendSender, messageClock[ssendSender] + 1);
      for (OpenEpoch epoch : epochs) {
        if (epoch == receive.epoch || openAndFitting(epoch, receive, source, tag)) {
          epoch.knownMatchedAfter.add(afterSsend);
        }
      }
    }
    if (receive.epoch != null) {
      receive.epoch.closedAt = receives.issuedSoFar();
    }
    receive.channelOrdinal = messages.received(receive.context, source, tag);
    receives.completed(receive);
    forcedChecks.noteOvertaken(receives.incomplete(), receive, source, tag);
    // Receives that non-overtaking forces to match before this one take their clocks first, in issue order.
    List<Receive> completeNow = receives.completeNow(receive, tag);
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
      lateMessages.record(receive, source, tag, messageClock, clock.componentFor(messageClock), completion);
      CompletionEpochs.offerToPassingCompletions(receive, clock.componentFor(messageClock), messageClock);
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
      int[] delivered = earlier.deliveredClockNow();
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
    // The tag asked for: with ANY_TAG, only the earlier receives every message fits, a lower bound of what completes
    int advances = receives.completeNow(receive, receive.tag).size() + (receive.epoch != null ? 1 : 0);
    return clock.snapshotAfter(advances);
  }

  /**
   * A synchronous send of this rank completed: it learned the clock its receive published (a merge, as R4's; empty
   * when the receive published none). When it was a blocking Ssend that returned, a vector clock also advances its own
   * component, so that what this rank sends from now on can be told from what it sent before the Ssend (see {@link
   * #completeReceive}); a lazy clock may advance at any event, only the values taken by epochs matter.
   */
  public synchronized void mergeRendezvous(int[] receiverClock, boolean ssendReturned) {
    takePendingPolls();
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
  private static void orderAfterMatchedMessage(OpenEpoch epoch, int[] messageClock) {
    epoch.knowledge = EpochExport.join(epoch.knowledge, messageClock);
  }

  /**
   * A wildcard probe found a message from {@code source} with {@code tag}: the epoch completes without consuming it. A
   * nonblocking wildcard receive issued before the probe, still pending, that the message would fit has matched
   * already (MPI-3.1 §3.8.1: the message would otherwise have gone to it, posted first), so, as in R4's CompleteNow,
   * it takes its clock first: the probe's choice depends on that receive's, and must come after it in the search.
   */
  public synchronized void completeProbe(OpenEpoch epoch, int source, int tag) {
    List<Receive> completeNow = receives.matchedBeforeProbe(epoch.context, tag, epoch.issueOrder);
    for (Receive earlier : completeNow) {
      takeClock(earlier);
    }
    takeValue(epoch);
    epoch.matchedSource = source;
    for (Receive earlier : completeNow) {
      int[] delivered = earlier.deliveredClockNow();
      if (delivered != null) {
        clock.merge(delivered);
        orderAfterMatchedMessage(earlier.epoch, delivered);
      }
    }
  }

  /**
   * A completion epoch (Waitany, Testany, Waitsome) completed request {@code index} (a Waitsome's set of them);
   * {@code passedOver} and {@code sendsPassedOver} are the receives and sends among its other active requests, by index
   * (see {@link CompletionEpochs}), and {@code completePassedOver} those complete from the start (with the null
   * process), each an alternative at once.
   */
  public synchronized void completeAny(OpenEpoch epoch, int index, Map<Integer, Receive> passedOver,
      Map<Integer, SendRequest> sendsPassedOver, List<Integer> completePassedOver) {
    takeValue(epoch);
    epoch.matchedSource = index;
    for (int request : completePassedOver) { // complete from the start: returning it instead depended on nothing
      for (int alternative : CompletionEpochs.revealedBy(epoch.kind, index, request)) {
        epoch.alternatives.add(alternative, new int[0]);
      }
    }
    CompletionEpochs.watch(epoch, passedOver, receives);
    CompletionEpochs.watchSends(epoch, sendsPassedOver, watchedSends);
  }

  /**
   * A forced completion epoch waits in MPJ for one request of its choice while {@code others} are the receives among
   * its active requests it is not waiting for and has not completed: if one of them could take a message that lies
   * unreceived, the program's Waitany or Waitsome would have returned it, and a run stuck here is infeasible; so it
   * is when one of {@code otherSends} completed, or another request is complete already ({@code anotherComplete}: the
   * call already completed part of its choice, a Waitsome's set, or one of the others was complete from the start).
   */
  public synchronized void completionWaits(List<Receive> others, List<SendRequest> otherSends,
      boolean anotherComplete) {
    forcedChecks.completionWaits(others, otherSends, anotherComplete);
  }

  /** The forced completion epoch's request completed. */
  public synchronized void completionDone() {
    forcedChecks.completionDone();
  }

  /**
   * A forced wildcard probe waits in MPJ for {@code source}: like a forced receive, it starves when a message its
   * wildcard would have seen lies unreceived.
   */
  public synchronized void probeWaits(OpenEpoch epoch, int source) {
    forcedChecks.probeWaits(epoch, source);
  }

  /**
   * A single poll ({@code Iprobe}) forced to find {@code source}'s message waits in MPJ for it. The program's call
   * would not have waited: a run that ends with it still waiting follows no execution (the message depended on a
   * choice this run made otherwise), and is infeasible.
   */
  public synchronized void pollWaits(OpenEpoch epoch, int source) {
    forcedChecks.pollWaits(epoch, source);
  }

  /**
   * A single Testany or Testsome forced to return requests that are not complete yet waits in MPJ for them. As for
   * {@link #pollWaits}, a run that ends with it still waiting is infeasible: the program's call would have returned.
   */
  public synchronized void completionPollWaits(OpenEpoch epoch) {
    forcedChecks.pollWaits(epoch, NO_SOURCE);
  }

  /** The waiting probe found its message. */
  public synchronized void probeFound() {
    forcedChecks.probeFound();
  }

  /** A message that is not the application's own (collective traffic): only the clock merges (R5 by data flow). */
  public synchronized void mergeInternal(int[] messageClock) {
    takePendingPolls();
    clock.merge(messageClock);
  }

  /** R3: what an outgoing message carries; an empty poll pending before it is taken first. */
  public int[] outgoingClock() {
    if (pollsPending) {
      synchronized (this) {
        takePendingPolls();
      }
    }
    int[] held = sendHalfClock;
    return held != null ? held : clock.snapshot();
  }

  /**
   * A Sendrecv whose two halves MPJ issues in one call begins: its send half carries the clock from before the call,
   * until {@link #sendrecvIssued}. The halves are concurrent (MPI-3.1 §3.10), so what the send half tells its
   * receiver must not include the posting of the receive half, which a ready send to this rank would otherwise take
   * as known to come first.
   */
  public synchronized void sendrecvBegins() {
    sendHalfClock = clock.snapshot();
  }

  /** The Sendrecv's halves are issued: outgoing messages carry the clock again (see {@link #sendrecvBegins}). */
  public synchronized void sendrecvIssued() {
    sendHalfClock = null;
  }

  private void takeClock(Receive receive) {
    if (receive.epoch.matchedSource < 0 && receive.deviceReportsMatch()) {
      // Completed early (CompleteNow): the match was made at the device, so the source is known there; replays then
      // force it, and a later alternative cannot find its message taken by this receive.
      receive.epoch.matchedSource = receive.deviceMatchNow();
    }
    takeValue(receive.epoch);
    receives.clockTaken(receive);
  }

  /** R4: the epoch takes the rank's current value, then the clock advances. */
  private void takeValue(OpenEpoch epoch) {
    int[] knowledge = clock.snapshot();
    epoch.took(knowledge, clock.advance());
    lateMessages.completed(epoch);
  }

  /**
   * What this rank recorded, frozen; the tracker itself is left as it is (a niodev rank may report more than once),
   * but for the empty polls still pending, which become epochs now.
   * Nonblocking wildcard receives issued and never completed may have matched a message at the device that the rank
   * never saw: in the record they take their clocks, in issue order, as R4 would have at a later completion, so that
   * unreceived messages can still be offered to them as alternatives; their matched source is the device's match, or
   * unknown when the device made none or does not say.
   */
  public synchronized EpochLog freeze() {
    takePendingPolls(true);
    return EpochExport.freeze(rank, clock, epochs, lateMessages.inClockOrder(), receives, forcedChecks,
        messages.freeze(), watchedSends, pendingPolls.loops(), pendingPolls.givingUp(),
        pendingPolls.working());
  }
}
