package dampi.launch;

import dampi.rank.RankOutcome;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The rank threads of one multicore run and the rules for ending it: wait until every rank has ended, or the time
 * limit passes, or a short grace after the first failure (as mpirun aborts a job when one process fails); then tear
 * down whatever still runs, by interrupt first and by force last, so that no thread outlives the run.
 */
final class RankThreads {
  private final List<Thread> threads = new ArrayList<>();
  private final List<ThreadGroup> groups = new ArrayList<>();
  private final AtomicReferenceArray<RankOutcome> outcomes;
  private final Object changed = new Object();
  private long firstFailureNanos = -1;
  private int firstFailedRank = -1;
  private final DeadlockWatch deadlockWatch;

  /**
   * @param progress a count that grows while messages move (the ranks' send and receive counters)
   * @param pendingCall and {@code polling}: see {@link DeadlockWatch}
   */
  RankThreads(int size, java.util.function.LongSupplier progress, java.util.function.IntFunction<String> pendingCall,
      java.util.function.IntPredicate polling) {
    outcomes = new AtomicReferenceArray<>(size);
    deadlockWatch = new DeadlockWatch(threads, progress, pendingCall, polling);
  }

  void add(Thread thread, ThreadGroup group) {
    threads.add(thread);
    groups.add(group);
  }

  List<ThreadGroup> groups() {
    return groups;
  }

  void startAll() {
    threads.forEach(Thread::start);
  }

  /** Records how a rank ended, unless the teardown has already decided it. */
  void finish(int rank, RankOutcome outcome) {
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

  void awaitEnd(Duration timeout, Duration graceAfterFailure, Duration teardownWait) {
    long deadline = System.nanoTime() + timeout.toNanos();
    boolean timedOut = false;
    boolean deadlocked = false;
    synchronized (changed) {
      while (!allEnded()) {
        if (firstFailureNanos < 0 && deadlockWatch.allBlockedAndQuiet(outcomes)) {
          deadlocked = true;
          break;
        }
        long now = System.nanoTime();
        long until = Math.min(deadline, now + DeadlockWatch.POLL.toNanos());
        if (firstFailureNanos >= 0) {
          until = Math.min(until, firstFailureNanos + graceAfterFailure.toNanos());
        }
        if (now >= deadline || (firstFailureNanos >= 0 && now >= firstFailureNanos + graceAfterFailure.toNanos())) {
          timedOut = firstFailureNanos < 0;
          break;
        }
        try {
          changed.wait(Math.max(1, (until - now) / 1_000_000));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    if (deadlocked) {
      deadlockWatch.describeBlockedRanks(outcomes);
    }
    tearDown(timedOut, timeout, teardownWait);
  }

  private boolean allEnded() {
    for (int rank = 0; rank < outcomes.length(); rank++) {
      if (outcomes.get(rank) == null) {
        return false;
      }
    }
    return true;
  }

  private void tearDown(boolean timedOut, Duration timeout, Duration teardownWait) {
    for (int rank = 0; rank < threads.size(); rank++) {
      Thread thread = threads.get(rank);
      if (!thread.isAlive()) {
        continue;
      }
      if (outcomes.get(rank) == null) {
        String site = UserSite.of(thread.getStackTrace());
        outcomes.compareAndSet(rank, null, timedOut || firstFailedRank < 0
            ? new RankOutcome.TimedOut(rank, timeout.toMillis(), site)
            : new RankOutcome.Aborted(rank, firstFailedRank, site));
      }
      OutputRouter.mute(groups.get(rank));
      thread.interrupt();
    }
    long deadline = System.nanoTime() + teardownWait.toNanos();
    for (Thread thread : threads) {
      joinUntil(thread, deadline);
    }
    for (Thread thread : threads) {
      if (thread.isAlive()) {
        forceStop(thread);
      }
    }
  }

  @SuppressWarnings({"deprecation", "removal"})
  private static void forceStop(Thread thread) {
    try {
      thread.stop(); // last resort for a rank that ignores interrupts; still supported on Java 17
      thread.join(1000);
    } catch (UnsupportedOperationException | InterruptedException e) {
      // nothing more can be done; the thread is a daemon and will not keep the JVM alive
    }
  }

  private static void joinUntil(Thread thread, long deadlineNanos) {
    long remaining = deadlineNanos - System.nanoTime();
    if (remaining > 0) {
      try {
        thread.join(Math.max(1, remaining / 1_000_000));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  List<RankOutcome> outcomes() {
    List<RankOutcome> result = new ArrayList<>();
    for (int rank = 0; rank < outcomes.length(); rank++) {
      result.add(outcomes.get(rank));
    }
    return result;
  }
}
