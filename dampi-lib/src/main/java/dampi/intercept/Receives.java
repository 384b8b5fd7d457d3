package dampi.intercept;

import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.epoch.Receive;
import dampi.epoch.Decision;
import dampi.piggyback.ClockExchange;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import dampi.trace.RankTrace;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;

/**
 * The call-level side of one rank's receives: opens epochs for wildcard calls, applies the scheduler's decisions
 * (turns ANY_SOURCE into the forced source before MPJ sees the call), remembers nonblocking receives until their
 * completion, and reports each completion to the rank's {@link EpochTracker}.
 */
final class Receives {
  /** A receive issued by the application and not yet completed. */
  /**
   * A receive the application issued.
   *
   * @param posted its position among the rank's receives in the order they were issued (probes not counted): what
   *     a run recorded for replay keys it by, and a replay finds it by
   */
  record Issued(Receive receive, ClockExchange.Ticket ticket, Comm comm, long posted) {}

  private static final java.util.concurrent.atomic.AtomicLong POSTED = new java.util.concurrent.atomic.AtomicLong();

  /** The position the next receive issued will have (see {@link Issued#posted}). */
  static long nextPosted() {
    return POSTED.get();
  }

  /** What a persistent receive asks for at every Start. */
  private record Persistent(Comm comm, int source, int tag) {}

  private static final long HOLD_POLL_NANOS = 50_000;
  private static final Map<Request, Issued> NONBLOCKING = new IdentityHashMap<>();
  private static final Map<Prequest, Persistent> PERSISTENT = new IdentityHashMap<>();

  private Receives() {}

  /**
   * The context a communicator's messages travel on, the same at both ends: an intracommunicator sends and receives on
   * one context; the two groups of an intercommunicator each send on the context the other receives on, and either
   * numbers the pair alike when it takes the lower one.
   */
  static int context(Comm comm) {
    return Math.min(comm.mpjdevComm.sendctxt, comm.mpjdevComm.recvctxt);
  }

  /** The epoch a wildcard call opens, with its forced source applied; null when the call names its source. */
  static OpenEpoch openEpochIfWildcard(Epoch.Kind kind, Comm comm, int source, int tag) {
    if (source != MPI.ANY_SOURCE) {
      return null;
    }
    RankRecorder recorder = RankBinding.recorder();
    Site site = CallSite.current();
    Decision decision = recorder.plan().decisions().get(recorder.tracker().nextEpochIndex());
    return openEpoch(kind, comm, tag, decision != null && applicable(recorder, decision, site, comm));
  }

  /** The next epoch, opened by a wildcard call whose caller decided whether the epoch's decision applies. */
  static OpenEpoch openEpoch(Epoch.Kind kind, Comm comm, int tag, boolean forced) {
    return RankBinding.recorder().tracker().openEpoch(kind, context(comm), tag, CallSite.current(), forced);
  }

  /** The source MPJ is asked for: the forced one when a decision applies to this epoch. */
  static int sourceFor(OpenEpoch epoch, int requested) {
    if (epoch == null) {
      return requested;
    }
    Decision decision = RankBinding.recorder().plan().decisions().get(epoch.index());
    return decision != null && epoch.forced() ? decision.sourceRank().orElseThrow() : requested;
  }

  /** Whether the decision was recorded at {@code site} (or says nowhere); a run that reached another has diverged. */
  static boolean recordedHere(RankRecorder recorder, Decision decision, Site site) {
    if (decision.site().isKnown() && !decision.site().equals(site)) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded at "
          + decision.site() + " but this run reached " + site + " there");
      return false;
    }
    return true;
  }

  private static boolean applicable(RankRecorder recorder, Decision decision, Site site, Comm comm) {
    if (!recordedHere(recorder, decision, site)) {
      return false;
    }
    if (decision.sourceRank().isEmpty()) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded completing "
          + decision.choice().describe() + " but this run reached a receive at " + site + " there");
      return false;
    }
    if (decision.sourceRank().getAsInt() >= Members.peerCount(comm)) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " cannot take source "
          + decision.sourceRank().getAsInt() + " on a communicator of " + Members.peerCount(comm) + " peers");
      return false;
    }
    return true;
  }

  /** Whether a blocking receive asking MPJ for {@code source} now would wait in {@link #awaitForcedReceivesAhead}. */
  static boolean mustAwaitForcedReceivesAhead(Comm comm, int source, int tag) {
    if (!RankBinding.deviceReportsMatches()) {
      return false;
    }
    int context = context(comm);
    int asked = source == MPI.ANY_SOURCE ? EpochTracker.ANY : source;
    return !RankBinding.recorder().tracker().forcedReceivesAhead(context, asked, tag).isEmpty()
        || HeldReceives.holdsOneBefore(context, asked, tag);
  }

  /**
   * Before a blocking receive that asks MPJ for {@code source} is issued: waits until every forced wildcard ahead of it
   * has matched at the device ({@link EpochTracker#forcedReceivesAhead}), and every nonblocking receive held behind
   * one ({@link HeldReceives}) that could take its message has been posted. The receive could not complete sooner in any
   * execution that makes those matches; a run stuck here is judged like one stuck in the receive.
   */
  static void awaitForcedReceivesAhead(Comm comm, int source, int tag) throws MPIException {
    if (!RankBinding.deviceReportsMatches()) {
      return;
    }
    RankRecorder recorder = RankBinding.recorder();
    int context = context(comm);
    int asked = source == MPI.ANY_SOURCE ? EpochTracker.ANY : source;
    List<Receive> ahead = recorder.tracker().forcedReceivesAhead(context, asked, tag);
    if (ahead.isEmpty() && !HeldReceives.holdsOneBefore(context, asked, tag)) { // as mustAwaitForcedReceivesAhead
      return;
    }
    recorder.polling(true); // the device signals a match only to whoever completes the receive, which is not us
    try {
      for (Receive forced : ahead) {
        while (!forced.matchedAtDevice()) {
          pause();
        }
      }
      HeldReceives.post();
      while (HeldReceives.holdsOneBefore(context, asked, tag)) { // the device must see those first
        pause();
        HeldReceives.post();
      }
    } finally {
      recorder.polling(false);
    }
  }

  private static void pause() throws MPIException {
    LockSupport.parkNanos(HOLD_POLL_NANOS);
    if (Thread.interrupted()) {
      Thread.currentThread().interrupt();
      throw new MPIException("interrupted while a receive ahead had not matched");
    }
  }

  /** Before a receive's MPJ call: registers it with the tracker and offers the device layer a ticket. */
  static Issued issue(Comm comm, int source, int tag, OpenEpoch epoch, boolean nonblocking) {
    EpochTracker tracker = RankBinding.recorder().tracker();
    int asked = sourceFor(epoch, source);
    Receive receive = tracker.issueReceive(context(comm), asked == MPI.ANY_SOURCE ? EpochTracker.ANY : asked, tag,
        epoch, nonblocking);
    ClockExchange.Ticket ticket = ClockExchange.offerTicket();
    ticket.publishRendezvousClock(tracker.rendezvousClock(receive, nonblocking));
    // A Sendrecv's receive half is posted like an Irecv inside MPJ, and matches while the call may stay blocked in its
    // send half: what it matched must be known then, as for an Irecv, or the run's end leaves it unknown.
    boolean postedAhead = nonblocking || (epoch != null && epoch.kind() == Epoch.Kind.SENDRECV);
    if (postedAhead && epoch != null && RankBinding.deviceReportsMatches()) {
      xdev.ProcessID[] members = comm.mpjdevComm.group.ids;
      receive.deviceMatch(() -> rankOf(members, ticket.deviceMatch()));
      receive.deliveredClock(ticket::deliveredClock);
    }
    return new Issued(receive, ticket, comm, POSTED.getAndIncrement());
  }

  private static int rankOf(xdev.ProcessID[] members, java.util.UUID process) {
    for (int rank = 0; process != null && rank < members.length; rank++) {
      if (process.equals(members[rank].uuid())) {
        return rank;
      }
    }
    return -1;
  }

  /**
   * An application send of {@code count} elements of {@code type}, recorded before MPJ sees it so that a send that
   * never completes is still known.
   *
   * @return the application's line of the send
   */
  static Site sending(Comm comm, int destination, int tag, int count, Datatype type) {
    Site site = CallSite.current();
    int receiver = destination >= 0 && destination < Members.peerCount(comm) ? Members.world(comm, destination) : -1;
    RankRecorder recorder = RankBinding.recorder();
    recorder.tracker().recordSend(context(comm), comm.Rank(), destination, receiver, tag, site);
    RankTrace trace = recorder.trace();
    if (trace != null && receiver >= 0) {
      trace.send(site, receiver, tag, context(comm), MessageBytes.of(count, type));
    }
    if (recorder.replay() != null && receiver >= 0) {
      LAST_RECORDED_SEND.set(recorder.replay().sent(receiver, tag, context(comm), MessageBytes.of(count, type)));
    }
    return site;
  }

  /** In a run recorded for replay, the index of the send this thread recorded last, for its request. */
  static final ThreadLocal<Integer> LAST_RECORDED_SEND = new ThreadLocal<>();

  /** The send recorded last by {@link #sending} failed inside MPJ: it sent no message. */
  static void notSent() {
    RankBinding.recorder().tracker().lastSendFailed();
  }

  static void completed(Issued issued, Status status) {
    SubsetReplay.completed(issued.posted(), status); // a message from the log names its recorded sender
    RankRecorder recorder = RankBinding.recorder();
    traceReceived(recorder, issued, status.source, status.tag);
    recordForReplay(recorder, issued, status.source, status.tag);
    recorder.tracker().completeReceive(issued.receive(), status.source, status.tag,
        issued.ticket().clock(), issued.ticket().ssendSender());
    ReadyMode.received(issued.comm(), issued.receive(), status.source, status.tag);
  }

  /**
   * In a traced run, the receive's completion with the message of {@code source} (a rank of its communicator),
   * stamped before the bookkeeping of the completion so that its time is MPI's.
   */
  private static void traceReceived(RankRecorder recorder, Issued issued, int source, int tag) {
    RankTrace trace = recorder.trace();
    if (trace != null && source >= 0) {
      Receive receive = issued.receive();
      trace.receive(CallSite.current(), Members.world(issued.comm(), source), tag, context(issued.comm()),
          receive.issueOrder(), receive.epochIndex(), receive.isForcedWildcard());
    }
  }

  /** In a run recorded for replay, the receive's match: what the adaptive logging rule decides on. */
  private static void recordForReplay(RankRecorder recorder, Issued issued, int source, int tag) {
    if (recorder.replay() != null && source >= 0) {
      recorder.replay().received(issued.posted(), Members.world(issued.comm(), source), tag,
          context(issued.comm()), issued.ticket().replaySet(), issued.ticket().contents());
    }
  }

  /**
   * A receive that MPJ failed while unpacking its message (truncation, type mismatch) still matched and consumed that
   * message (MPI-3.1 §3.2.4): it completes as a receive of it, so that the message counts as received and the epoch
   * knows its match. Where the device did not say which message it matched, nothing is recorded.
   */
  static void failedOnItsMessage(Issued issued, Comm comm) {
    ClockExchange.Ticket ticket = issued.ticket();
    int source = rankOf(comm.mpjdevComm.group.ids, ticket.deviceMatch());
    if (source >= 0) {
      RankRecorder recorder = RankBinding.recorder();
      traceReceived(recorder, issued, source, ticket.deviceTag());
      recordForReplay(recorder, issued, source, ticket.deviceTag());
      recorder.tracker().completeReceive(issued.receive(), source, ticket.deviceTag(), ticket.clock(),
          ticket.ssendSender());
      ReadyMode.received(comm, issued.receive(), source, ticket.deviceTag());
    }
  }

  /** As {@link #failedOnItsMessage(Issued, Comm)}, for a nonblocking receive completed by the application. */
  static void failedOnItsMessage(Request request) {
    Issued issued;
    synchronized (Receives.class) {
      issued = NONBLOCKING.remove(request);
    }
    if (issued != null) {
      failedOnItsMessage(issued, issued.comm());
    }
  }

  static synchronized void rememberNonblocking(Request request, Issued issued) {
    NONBLOCKING.put(request, issued);
  }

  /**
   * Whether the nonblocking receive behind {@code request} has matched a message at the device, so that completing it
   * takes no wait for a message; false when it is no receive.
   */
  static boolean matchedAtDevice(Request request) {
    Issued issued;
    synchronized (Receives.class) {
      issued = NONBLOCKING.get(request);
    }
    return issued != null && RankBinding.deviceReportsMatches() && issued.ticket().deviceMatch() != null;
  }

  /** The tracker's receive behind {@code request}, or null when it is no receive or has completed. */
  static synchronized Receive pendingReceive(Request request) {
    Issued issued = NONBLOCKING.get(request);
    return issued == null ? null : issued.receive();
  }

  /** A request finished (by Wait, Test or their array forms); a receive's completion is reported. */
  static void requestCompleted(Request request, Status status) {
    Issued issued;
    synchronized (Receives.class) {
      issued = NONBLOCKING.remove(request);
    }
    if (issued != null && status != null) {
      completed(issued, status);
    }
  }

  static synchronized void persistent(Prequest request, Comm comm, int source, int tag) {
    PERSISTENT.put(request, new Persistent(comm, source, tag));
  }

  /**
   * Starts a persistent request. A persistent receive is issued like an {@code Irecv} at every Start: with
   * {@code ANY_SOURCE} it opens an epoch, a decision forces its source for this Start only, and it may be held back
   * ({@link HeldReceives}).
   */
  static void start(Prequest request) throws MPIException {
    Persistent receive;
    synchronized (Receives.class) {
      receive = PERSISTENT.get(request);
    }
    if (receive == null) {
      request.Start();
      return;
    }
    // in a subset replay, steered as every receive is (SubsetReplay)
    SubsetReplay.Steered steered = SubsetReplay.receive(receive.comm(), receive.source(), receive.tag(), true);
    int asked = steered == null ? receive.source() : steered.source();
    int askedTag = steered == null ? receive.tag() : steered.tag();
    OpenEpoch epoch = openEpochIfWildcard(Epoch.Kind.IRECV, receive.comm(), asked, askedTag);
    Issued issued = issue(receive.comm(), asked, askedTag, epoch, true);
    int from = sourceFor(epoch, asked);
    Request started = HeldReceives.postOrHold(receive.comm(), from, askedTag, issued, () -> {
      PersistentSource.set(request, from);
      PersistentSource.setTag(request, askedTag);
      try {
        request.Start();
      } finally {
        PersistentSource.set(request, receive.source());
        PersistentSource.setTag(request, receive.tag());
      }
      return request;
    });
    if (started != request) { // held back: the held device request answers until MPJ's Start, made at posting
      PersistentSource.activate(request, started.req);
    }
    rememberNonblocking(request, issued);
  }
}
