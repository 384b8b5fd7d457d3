package dampi.launch;

import dampi.rank.RankOutcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The rank threads of one multicore run: they start together, the run ends by the rules of {@link EndOfRun} (with
 * {@link DeadlockWatch} to see a deadlock), and whatever still runs then is torn down, by interrupt first and by
 * force last, so that no thread outlives the run.
 */
final class RankThreads {
  // Ranks blocked in a smpdev Send ignore interrupts; they are stopped by force after this.
  private static final Duration TEARDOWN_WAIT = Duration.ofMillis(250);

  private final List<Thread> threads = new ArrayList<>();
  private final List<ThreadGroup> groups = new ArrayList<>();
  private final Duration timeout;
  private final EndOfRun end;
  private final DeadlockWatch deadlockWatch;

  /**
   * @param progress a count that grows while messages move (the ranks' send and receive counters)
   * @param activity what the ranks' interception layers say they do, or null when there are none
   */
  RankThreads(int size, Duration timeout, LongSupplier progress, RankActivity activity) {
    this.timeout = timeout;
    this.end = new EndOfRun(size, timeout);
    this.deadlockWatch = new DeadlockWatch(threads, end, progress, activity);
  }

  void add(Thread thread, ThreadGroup group) {
    threads.add(thread);
    groups.add(group);
  }

  List<ThreadGroup> groups() {
    return groups;
  }

  /** The rank threads, by rank. */
  List<Thread> threads() {
    return threads;
  }

  void startAll() {
    threads.forEach(Thread::start);
  }

  /** How a rank says its main ended; it counts unless the teardown has already decided. */
  void finish(int rank, RankOutcome outcome) {
    end.ended(rank, outcome);
  }

  void awaitEnd() {
    end.awaitEnd(System.nanoTime() + timeout.toNanos(), deadlockWatch);
    tearDown();
  }

  private void tearDown() {
    end.tearDown(rank -> threads.get(rank).isAlive(), rank -> UserSite.of(threads.get(rank).getStackTrace()));
    for (int rank = 0; rank < threads.size(); rank++) {
      Thread thread = threads.get(rank);
      if (thread.isAlive()) {
        OutputRouter.mute(groups.get(rank));
        thread.interrupt();
      }
    }
    long deadline = System.nanoTime() + TEARDOWN_WAIT.toNanos();
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
    return end.outcomes();
  }
}
