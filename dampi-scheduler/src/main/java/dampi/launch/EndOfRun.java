package dampi.launch;

import dampi.rank.RankOutcome;
import dampi.site.Site;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/**
 * How one run ends, the same on both devices, as mpirun ends a job when one process fails. The run is over when every
 * rank has ended, when every rank still running is deadlocked, when the time limit passes, or a short grace after the
 * first failure (the others get that long to finish on their own). The first failure is the first rank to say it
 * failed; ranks still running at the end are torn down, and count as {@link RankOutcome.Aborted} by that rank, or as
 * {@link RankOutcome.TimedOut} when none failed (or the time limit came first). A rank's own word counts only when it
 * comes before the run has decided for it.
 */
public final class EndOfRun {
  /** After one rank fails, how long the others get to finish on their own before they are torn down. */
  private static final Duration GRACE_AFTER_FAILURE = Duration.ofMillis(500);

  /** What a device looks at while its ranks run. */
  public interface Watch {
    /** How long to wait between two looks. */
    Duration poll();

    /** A look outside any lock, before the others: where a device learns of ranks that ended without a word. */
    default void look() {}

    /** Whether every rank still running is blocked for good; asked only while no rank has failed. */
    boolean deadlocked();

    /** Ends every rank still running as {@link RankOutcome.Deadlocked}, with its call and line. */
    void endDeadlocked();
  }

  private final AtomicReferenceArray<RankOutcome> outcomes;
  private final RankOutcome[] tornDown; // what tearDown decided, by rank; read and written by the run's own thread
  private final Duration timeout;
  private final Object changed = new Object();
  private long firstFailureNanos = -1; // guarded by changed
  private int firstFailedRank = -1; // guarded by changed
  private boolean timeLimitPassed; // guarded by changed

  /** @param timeout the run's time limit, which a {@link RankOutcome.TimedOut} rank names */
  public EndOfRun(int ranks, Duration timeout) {
    this.outcomes = new AtomicReferenceArray<>(ranks);
    this.tornDown = new RankOutcome[ranks];
    this.timeout = timeout;
  }

  /** A rank's own word on how it ended; a failure is the run's first when no other rank has said it failed yet. */
  public void ended(int rank, RankOutcome outcome) {
    if (outcomes.compareAndSet(rank, null, outcome)) {
      synchronized (changed) {
        if (!outcome.isSuccess() && firstFailureNanos < 0) {
          firstFailureNanos = System.nanoTime();
          firstFailedRank = rank;
        }
        changed.notifyAll();
      }
    }
  }

  /**
   * A rank that ended without a word of its own (its process vanished): aborted, when another rank had failed
   * first; else as {@code otherwise} says.
   */
  public void endedSilently(int rank, Site site, Supplier<RankOutcome> otherwise) {
    int failed;
    synchronized (changed) {
      failed = firstFailedRank;
    }
    ended(rank, failed >= 0 ? new RankOutcome.Aborted(rank, failed, site) : otherwise.get());
  }

  /** The run decides how a rank still running ends (it is deadlocked); that is no failure of the rank's own. */
  public void endAs(int rank, RankOutcome outcome) {
    outcomes.compareAndSet(rank, null, outcome);
  }

  public boolean hasEnded(int rank) {
    return outcomes.get(rank) != null;
  }

  /** Wakes {@link #awaitEnd} for a look before its poll is over (a rank's state changed). */
  public void wakeUp() {
    synchronized (changed) {
      changed.notifyAll();
    }
  }

  /** Waits until the run is over; every rank has ended then, but those {@link #tearDown} is to end. */
  public void awaitEnd(long deadlineNanos, Watch watch) {
    if (awaitDeadlockOrEnd(deadlineNanos, watch)) {
      watch.endDeadlocked();
    }
  }

  /** @return whether the run ended in a deadlock */
  private boolean awaitDeadlockOrEnd(long deadlineNanos, Watch watch) {
    while (true) {
      watch.look();
      synchronized (changed) {
        if (allEnded()) {
          return false;
        }
        if (firstFailureNanos < 0 && watch.deadlocked()) {
          return true;
        }
        long now = System.nanoTime();
        long until = firstFailureNanos < 0 ? deadlineNanos
            : Math.min(deadlineNanos, firstFailureNanos + GRACE_AFTER_FAILURE.toNanos());
        if (now >= until) {
          timeLimitPassed = firstFailureNanos < 0;
          return false;
        }
        try {
          changed.wait(Math.max(1, Math.min(watch.poll().toMillis(), (until - now) / 1_000_000)));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return false;
        }
      }
    }
  }

  private boolean allEnded() {
    for (int rank = 0; rank < outcomes.length(); rank++) {
      if (outcomes.get(rank) == null) {
        return false;
      }
    }
    return true;
  }

  /**
   * Ends every rank that has not ended and is {@code running}: aborted by the first failure, or timed out.
   *
   * @param site where a rank is; asked only of the ranks torn down
   */
  public void tearDown(IntPredicate running, IntFunction<Site> site) {
    int failed;
    boolean timedOut;
    synchronized (changed) {
      failed = firstFailedRank;
      timedOut = timeLimitPassed;
    }
    for (int rank = 0; rank < outcomes.length(); rank++) {
      if (outcomes.get(rank) == null && running.test(rank)) {
        RankOutcome end = timedOut || failed < 0
            ? new RankOutcome.TimedOut(rank, timeout.toMillis(), site.apply(rank))
            : new RankOutcome.Aborted(rank, failed, site.apply(rank));
        if (outcomes.compareAndSet(rank, null, end)) {
          tornDown[rank] = end;
        }
      }
    }
  }

  /** Where a torn-down rank was, once its device knows better than at {@link #tearDown}. */
  public void tornDownAt(int rank, Site site) {
    RankOutcome end = tornDown[rank];
    RankOutcome located;
    if (end instanceof RankOutcome.TimedOut timedOut) {
      located = new RankOutcome.TimedOut(rank, timedOut.timeoutMillis(), site);
    } else if (end instanceof RankOutcome.Aborted aborted) {
      located = new RankOutcome.Aborted(rank, aborted.failedRank(), site);
    } else {
      return; // the rank ended on its own, or deadlocked
    }
    if (outcomes.compareAndSet(rank, end, located)) {
      tornDown[rank] = located;
    }
  }

  /** How each rank ended, by rank. */
  public List<RankOutcome> outcomes() {
    List<RankOutcome> result = new ArrayList<>();
    for (int rank = 0; rank < outcomes.length(); rank++) {
      result.add(outcomes.get(rank));
    }
    return result;
  }
}
