package dampi.rank;

import dampi.clock.Protocol;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
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
  private volatile String divergence;
  private final Map<String, Integer> unsupportedCalls = new TreeMap<>();
  private final AtomicLong messagesSent = new AtomicLong();
  private final AtomicLong messagesReceived = new AtomicLong();
  private final AtomicLong piggybackBytes = new AtomicLong();

  /** A free LLCP run. */
  public RankRecorder(int rank) {
    this(rank, RankPlan.free(rank + 1, Protocol.LLCP));
  }

  public RankRecorder(int rank, RankPlan plan) {
    this.rank = rank;
    this.plan = plan;
    this.tracker = new EpochTracker(plan.protocol(), rank, plan.size());
  }

  public int rank() {
    return rank;
  }

  public RankPlan plan() {
    return plan;
  }

  public EpochTracker tracker() {
    return tracker;
  }

  public void initialized() {
    initialized = true;
  }

  public void finalized() {
    finalized = true;
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

  public List<Epoch> epochs() {
    return tracker.epochs();
  }

  /** A consistent snapshot when a niodev rank sends its record while the rank is still running. */
  private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {
    synchronized (tracker) {
      synchronized (this) {
        out.defaultWriteObject();
      }
    }
  }
}
