package dampi.launch;

import dampi.rank.RankOutcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.LongSupplier;

/**
 * The rank threads of one multicore run: they start together, the run ends by the rules of {@link EndOfRun} (with
 * {@link DeadlockWatch} to see a deadlock, and {@link HeapGuard} to end a rank that exhausts the heap), and whatever
 * still runs then is torn down, by interrupt first and by force last, so that no thread outlives the run.
 */
final class RankThreads {
  // Ranks blocked in a smpdev Send ignore interrupts; they are stopped by force after this.
  private static final Duration TEARDOWN_WAIT = Duration.ofMillis(250);
  private static final Duration POLL_AFTER_OUT_OF_MEMORY = Duration.ofMillis(10);

  private final List<Thread> threads = new ArrayList<>();
  private final List<ThreadGroup> groups = new ArrayList<>();
  private final Duration timeout;
  private final EndOfRun end;
  private final DeadlockWatch deadlockWatch;
  private final Runnable sealRecords;
  private GuardedRun heap; // from startAll on
  // Marked without allocating: a rank finishes on a heap the program may have exhausted.
  private final AtomicIntegerArray finishedByThemselves;
  private boolean tornDown; // a rank thread that had not finished its main was still running at the end

  /**
   * @param progress a count that grows while messages move (the ranks' send and receive counters)
   * @param activity what the ranks' interception layers say they do, or null when there are none
   * @param sealRecords freezes what every rank recorded, once the run's end is decided and before any rank thread is
   *     interrupted: a rank that catches the interrupt's error and goes on must not change a run already over
   */
  RankThreads(int size, Duration timeout, LongSupplier progress, RankActivity activity, Runnable sealRecords) {
    this.timeout = timeout;
    this.sealRecords = sealRecords;
    this.finishedByThemselves = new AtomicIntegerArray(size);
    this.end = new EndOfRun(size, timeout);
    this.deadlockWatch = new DeadlockWatch(threads, groups, end, progress, activity);
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

  /** Starts every rank under the heap guard's watch, which lasts until the registration is closed. */
  HeapGuard.Registration startAllUnderHeapGuard() {
    heap = new GuardedRun(threads, groups);
    HeapGuard.Registration registration = HeapGuard.instance().guard(heap);
    threads.forEach(Thread::start);
    return registration;
  }

  /**
   * How a rank says its main ended; it counts unless the teardown has already decided. A rank the heap guard stopped
   * ended as the guard says, not by the stop.
   */
  void finish(int rank, RankOutcome outcome) {
    finishedByThemselves.set(rank, 1);
    end.ended(rank, heap.outcomeOf(rank, outcome));
  }

  /** Whether the heap guard ended this run for exhausting the heap. */
  boolean exhaustedTheHeap() {
    return heap != null && heap.judged();
  }

  void awaitEnd() {
    long deadline = System.nanoTime() + timeout.toNanos();
    try {
      while (!awaitEndUntil(deadline)) {
        java.util.concurrent.locks.LockSupport.parkNanos(POLL_AFTER_OUT_OF_MEMORY.toNanos());
      }
    } finally {
      tearDown();
    }
  }

  /**
   * @return false when this thread met an OutOfMemoryError before the run ended: the program exhausted the heap, and
   *     the heap guard is about to end its run; look again then
   */
  private boolean awaitEndUntil(long deadline) {
    try {
      end.awaitEnd(deadline, new HeapVerdicts());
      return true;
    } catch (OutOfMemoryError exhausted) {
      return System.nanoTime() >= deadline;
    }
  }

  /** The deadlock watch, and before each look, the heap guard's word on a rank it stopped. */
  private final class HeapVerdicts implements EndOfRun.Watch {
    @Override
    public Duration poll() {
      return deadlockWatch.poll();
    }

    @Override
    public void look() {
      RankOutcome verdict = heap.outOfMemory();
      if (verdict != null) {
        end.ended(verdict.rank(), verdict); // its thread may have swallowed the stop and run on
      }
      deadlockWatch.look();
    }

    @Override
    public boolean deadlocked() {
      return deadlockWatch.deadlocked();
    }

    @Override
    public void endDeadlocked() {
      deadlockWatch.endDeadlocked();
    }
  }

  private void tearDown() {
    // Every rank without a word ends here, alive or not: one whose thread died even before it could say how its main
    // ended (an OutOfMemoryError on a heap the program exhausted) must not be left without an outcome.
    end.tearDown(rank -> true, rank -> UserSite.of(threads.get(rank).getStackTrace()));
    sealRecords.run();
    for (int rank = 0; rank < threads.size(); rank++) {
      Thread thread = threads.get(rank);
      if (thread.isAlive()) {
        tornDown |= finishedByThemselves.get(rank) == 0;
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

  /**
   * Whether every rank ended its main by itself and no thread of the run is left: nothing of the run can still touch
   * the state of its class loaders. Call after {@link #awaitEnd} and the leftover threads' stop.
   */
  boolean allEnded() {
    return !tornDown && threads.stream().noneMatch(Thread::isAlive)
        && groups.stream().allMatch(group -> group.activeCount() == 0);
  }

  List<RankOutcome> outcomes() {
    return end.outcomes();
  }
}
