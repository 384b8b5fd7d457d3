package dampi.rank;

import dampi.clock.Protocol;
import dampi.epoch.EpochLog;
import dampi.epoch.EpochTracker;
import dampi.replay.RankReplayLog;
import dampi.replay.ReplayRecorder;
import dampi.site.Site;
import dampi.trace.RankTrace;
import dampi.trace.TraceLog;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What one rank records during one run: its lifecycle, its epochs, its counters. Written by the rank's interception
 * layer, read by the scheduler after the run (or while it is torn down), so every method is thread-safe and
 * everything recorded so far stays readable when the rank dies midway.
 */
public final class RankRecorder implements Serializable {
  private static final long serialVersionUID = 1L;
  private final int rank;
  private final RankPlan plan;
  private final EpochTracker tracker;
  private volatile boolean initialized;
  private volatile boolean finalized;
  private volatile boolean tornDown;
  private volatile RankRecord atTheEnd; // frozen by tearDown
  private final List<Resource> leftBehind = new ArrayList<>(); // found after tearDown
  private volatile String divergence;
  private volatile String replayStop;
  private final Map<String, Integer> unsupportedCalls = new TreeMap<>();
  private final AtomicLong messagesSent = new AtomicLong();
  private final AtomicLong messagesReceived = new AtomicLong();
  private final AtomicLong piggybackBytes = new AtomicLong();
  private volatile Site initSite = Site.unknown();
  private volatile PendingCall pendingCall;
  // the thread that made the pending call: a rank's helper thread may block while its main thread computes
  private volatile Thread pendingThread;
  private final java.util.concurrent.atomic.AtomicLong pollingLoopsLeft = new java.util.concurrent.atomic.AtomicLong();
  private volatile boolean polling;
  private volatile Site pollingSite;
  private final ResourceLedger resources = new ResourceLedger();
  private final List<CollectiveCall> collectives = new ArrayList<>();
  private final transient Map<Thread, Site> threadStarts = new java.util.WeakHashMap<>(); // in-rank only
  private final List<MessageError> messageErrors = new ArrayList<>();
  /** In the order first made; one a rank repeats (in a loop) is kept once. */
  private final Set<RuleViolation> ruleViolations = new LinkedHashSet<>();
  private transient volatile RunPeers peers = new RunPeers(); // in-rank only
  private final RankTrace trace; // null when the run is not traced
  private final ReplayRecorder replay; // null when the run is not recorded for replay
  /** The blocking calls whose send a rank blocked in them had not completed. */
  private static final Set<String> BLOCKING_SENDS = Set.of("Comm.Send", "Comm.Ssend", "Comm.Bsend", "Comm.Rsend",
      "Comm.Sendrecv", "Comm.Sendrecv_replace");

  /** A free LLCP run. */
  public RankRecorder(int rank) {
    this(rank, RankPlan.free(rank + 1, Protocol.LLCP));
  }

  public RankRecorder(int rank, RankPlan plan) {
    this.rank = rank;
    this.plan = plan;
    this.tracker = new EpochTracker(plan.protocol(), rank, plan.size());
    this.trace = plan.traced() ? new RankTrace(rank, plan.size()) : null;
    this.replay = plan.replayBound() > 0 ? new ReplayRecorder(rank, plan.replayBound()) : null;
  }

  /** The rank's side of replay logging, or null when the run is not recorded for replay. */
  public ReplayRecorder replay() {
    return replay;
  }

  /** The rank's trace being recorded, or null when the run is not traced. */
  public RankTrace trace() {
    return trace;
  }

  public int rank() {
    return rank;
  }

  /** This recorder, known to the other ranks of its run that share {@code peers}. */
  public RankRecorder joining(RunPeers peers) {
    this.peers = peers;
    peers.join(this);
    return this;
  }

  /** The other ranks of the run in this JVM (none until {@link #joining}). */
  public RunPeers peers() {
    return peers;
  }

  public RankPlan plan() {
    return plan;
  }

  public EpochTracker tracker() {
    return tracker;
  }

  /** MPI.Init returned; {@code site} is the application's call of it. */
  public void initialized(Site site) {
    initSite = site;
    initialized = true;
  }

  /** Where the application called MPI.Init, or the unknown site. */
  public Site initSite() {
    return initSite;
  }

  /** MPI.Finalize is being called: what the rank still holds now is leaked. */
  public void finalizing() {
    tracker.finalizing();
    resources.finalizeNow();
  }

  public void finalized() {
    finalized = true;
  }

  /** The MPI call the rank is inside now (null: none), for the wait-for explanation of a deadlock. */
  public void pending(PendingCall call) {
    pendingThread = call == null ? null : Thread.currentThread();
    pendingCall = call;
  }

  public PendingCall pendingCall() {
    return pendingCall;
  }

  /** The thread inside the pending call, or null when there is none. */
  public Thread pendingThread() {
    return pendingThread;
  }

  /**
   * Whether the rank's pending call polls in dampi itself (it waits, in a loop that sleeps briefly, for an event the
   * device does not signal): like MPJ's spinning calls, only a message can end it.
   */
  public void polling(boolean inPollingLoop) {
    polling = inPollingLoop;
  }

  public boolean polling() {
    return polling;
  }

  /**
   * The application polls in a loop at {@code site} (the same empty nonblocking call, again and again, with no other
   * MPI call in between): only a message can end it, so the rank counts as inside {@code call}. Null, null: it left
   * the loop.
   */
  public void pollingIn(PendingCall call, Site site) {
    if (site == null && pollingSite != null) {
      pollingLoopsLeft.incrementAndGet();
    }
    pollingSite = site;
    pendingThread = call == null ? null : Thread.currentThread();
    pendingCall = call;
  }

  /**
   * How often the application left a polling loop (another MPI call came between its polls, such as the clock a loop
   * that gives up reads): progress a watch that samples the rank's state now and then may not see otherwise.
   */
  public long pollingLoopsLeft() {
    return pollingLoopsLeft.get();
  }

  /** Where the application polls in a loop, or null when it does not. */
  public Site pollingSite() {
    return pollingSite;
  }

  /**
   * The run is over and its threads are about to be stopped: what the rank recorded is frozen now, as it was when the
   * run ended, and every further MPI call of the rank fails at once. A program that catches the error its blocked call
   * fails with, and goes on, must not add to the record of a run already judged over (a deadlocked rank moving on would
   * hide the receive it was stuck in).
   */
  public void tearDown() {
    synchronized (this) {
      if (tornDown) {
        return;
      }
      tornDown = true;
    }
    atTheEnd = snapshot();
  }

  public boolean tornDown() {
    return tornDown;
  }

  /** The application started {@code thread} at {@code site}. */
  public void threadStarted(Thread thread, Site site) {
    synchronized (threadStarts) {
      threadStarts.put(thread, site);
    }
  }

  /** Where the application started {@code thread}, or the unknown site. */
  public Site threadStart(Thread thread) {
    if (threadStarts == null) {
      return Site.unknown(); // a copy sent from a rank JVM knows no threads
    }
    synchronized (threadStarts) {
      return threadStarts.getOrDefault(thread, Site.unknown());
    }
  }

  public ResourceLedger resources() {
    return resources;
  }

  public synchronized void collective(CollectiveCall call) {
    collectives.add(call);
    if (trace != null) {
      trace.collective(call.site(), call.operation(), call.context(), call.root(), collectives.size() - 1);
    }
  }

  /** The application's collective calls in program order, over all communicators. */
  public synchronized List<CollectiveCall> collectives() {
    return List.copyOf(collectives);
  }

  public synchronized void messageError(MessageError error) {
    messageErrors.add(error);
  }

  public synchronized List<MessageError> messageErrors() {
    return List.copyOf(messageErrors);
  }

  public synchronized void ruleViolation(RuleViolation violation) {
    ruleViolations.add(violation);
  }

  public boolean isInitialized() {
    return initialized;
  }

  public boolean isFinalized() {
    return finalized;
  }

  /** The first point where this run stopped following its decisions, e.g. a forced epoch at another call site. */
  public void diverged(String why) {
    if (divergence == null) {
      divergence = why;
    }
  }

  /** In a subset replay, a helper rank ended where the replay needed no more of it, for this reason. */
  public void replayStopped(String why) {
    replayStop = why;
  }

  public String divergence() {
    return divergence;
  }

  /** An MPI call the layer does not model, e.g. {@code Comm.Pack}. */
  public synchronized void unsupported(String call) {
    unsupportedCalls.merge(call, 1, Integer::sum);
  }

  public synchronized Map<String, Integer> unsupportedCalls() {
    return Map.copyOf(unsupportedCalls);
  }

  public void messageSent(int piggybackByteCount) {
    messagesSent.incrementAndGet();
    piggybackBytes.addAndGet(piggybackByteCount);
  }

  public void messageReceived() {
    messagesReceived.incrementAndGet();
  }

  public long messagesSent() {
    return messagesSent.get();
  }

  public long messagesReceived() {
    return messagesReceived.get();
  }

  public long piggybackBytes() {
    return piggybackBytes.get();
  }

  /**
   * Something the rank left behind when its run ended (a thread still running), found after the run: the ledger shows
   * it at once, and the record frozen by {@link #tearDown} gets it added when it is handed out.
   */
  public void leftBehind(Resource resource) {
    resources.leftBehind(resource);
    synchronized (leftBehind) {
      leftBehind.add(resource);
    }
  }

  /**
   * What this rank recorded, frozen, for the scheduler: as it was when the run ended ({@link #tearDown}), with what it
   * left behind; before that, what it recorded so far. A consistent copy even while the application (or a thread it
   * left behind) still changes the recorder.
   */
  public RankRecord freeze() {
    RankRecord sealed = atTheEnd;
    if (sealed == null) {
      return snapshot();
    }
    synchronized (leftBehind) {
      return leftBehind.isEmpty() ? sealed : sealed.withLeftBehind(leftBehind);
    }
  }

  private RankRecord snapshot() {
    EpochLog epochLog = tracker.freeze();
    TraceLog traceLog = trace == null ? null : trace.freeze();
    PendingCall blocked = pendingCall;
    RankReplayLog replayLog = replay == null ? null : replay.freeze(blocked != null
        && BLOCKING_SENDS.contains(blocked.call()));
    synchronized (this) {
      return new RankRecord(rank, initialized, initSite, finalized, divergence, unsupportedCalls,
          messagesSent.get(), messagesReceived.get(), piggybackBytes.get(), pendingCall,
          resources.leakedAtFinalize(), collectives, messageErrors, List.copyOf(ruleViolations), epochLog,
          epochLog.epochs(), traceLog, replayLog, replayStop);
    }
  }
}
