package dampi.launch;

import dampi.rank.RankOutcome;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * One multicore run as the {@link HeapGuard} sees it: the threads that may fill the heap (each rank's thread and the
 * threads it started), and the rank the guard ended for exhausting it. The guard suspends the threads while it makes
 * sure, so that the culprit cannot take the last of the heap meanwhile; it touches no lock they might hold.
 */
final class GuardedRun {
  /** How the rank that exhausted the heap ended, as if it had not caught the error (it may well have). */
  static final String OUT_OF_MEMORY = "java.lang.OutOfMemoryError: Java heap space (the heap its run shares with "
      + "dampi was nearly exhausted; the rank that had allocated the most was stopped)";
  private static final int THREADS_PER_RANK = 16;
  // Taken once: getting it takes a lock that a suspended thread might hold.
  private static final com.sun.management.ThreadMXBean THREAD_BEAN =
      ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean hotspot ? hotspot : null;

  private final List<Thread> rankThreads;
  private final List<ThreadGroup> groups;
  // Prepared once: the threads found by the last collect(), with their ranks.
  private final Thread[] threads;
  private final int[] ranks;
  private final Thread[] scratch = new Thread[THREADS_PER_RANK];
  private int count;
  private volatile RankOutcome.Threw outOfMemory;

  /**
   * @param rankThreads the run's rank threads, by rank
   * @param groups their thread groups, by rank
   */
  GuardedRun(List<Thread> rankThreads, List<ThreadGroup> groups) {
    this.rankThreads = List.copyOf(rankThreads);
    this.groups = List.copyOf(groups);
    this.threads = new Thread[rankThreads.size() * THREADS_PER_RANK];
    this.ranks = new int[threads.length];
  }

  /** Whether the guard ended this run already; it is on its way out and frees the heap once torn down. */
  boolean judged() {
    return outOfMemory != null;
  }

  /** The guard's word on {@code rank} when it stopped it, else the rank's own. */
  RankOutcome outcomeOf(int rank, RankOutcome own) {
    RankOutcome.Threw verdict = outOfMemory;
    return verdict != null && verdict.rank() == rank ? verdict : own;
  }

  /** The rank the guard ended, or null. */
  RankOutcome.Threw outOfMemory() {
    return outOfMemory;
  }

  /**
   * Finds the run's live threads; before any is suspended, since listing a thread group takes its lock, which a
   * suspended thread starting another might hold.
   */
  void collect() {
    count = 0;
    for (int rank = 0; rank < rankThreads.size(); rank++) {
      add(rankThreads.get(rank), rank);
      int started = groups.get(rank).enumerate(scratch, false);
      for (int i = 0; i < started; i++) {
        if (scratch[i] != rankThreads.get(rank)) {
          add(scratch[i], rank);
        }
        scratch[i] = null;
      }
    }
  }

  private void add(Thread thread, int rank) {
    if (count < threads.length && thread.isAlive()) {
      threads[count] = thread;
      ranks[count] = rank;
      count++;
    }
  }

  @SuppressWarnings({"deprecation", "removal"})
  void suspend() {
    for (int i = 0; i < count; i++) {
      threads[i].suspend(); // still supported on Java 17; a thread that has ended meanwhile is not affected
    }
  }

  @SuppressWarnings({"deprecation", "removal"})
  void resume() {
    for (int i = 0; i < count; i++) {
      threads[i].resume();
      threads[i] = null;
    }
    count = 0;
  }

  /** The index of the collected thread that allocated the most, or -1 when none was collected. */
  int mostAllocating() {
    int most = -1;
    for (int i = 0; i < count; i++) {
      if (most < 0 || allocatedBy(i) > allocatedBy(most)) {
        most = i;
      }
    }
    return most;
  }

  /** What the collected thread {@code index} has allocated since it started, or -1 when the JVM cannot tell. */
  long allocatedBy(int index) {
    return THREAD_BEAN == null ? -1 : THREAD_BEAN.getThreadAllocatedBytes(threads[index].getId());
  }

  /**
   * Ends the run for the rank of the collected thread {@code index}: it exhausted the heap at the application's line
   * where that thread is. The thread is stopped, so that what it holds on its stack is freed at once; the other
   * threads are resumed, to be torn down with the run.
   */
  @SuppressWarnings({"deprecation", "removal"})
  void endForExhaustingTheHeap(int index) {
    Thread culprit = threads[index];
    outOfMemory = new RankOutcome.Threw(ranks[index], OUT_OF_MEMORY, UserSite.of(culprit.getStackTrace()));
    try {
      culprit.stop(); // resumes it with a ThreadDeath; its rank's word is the verdict above (outcomeOf)
    } catch (UnsupportedOperationException e) {
      // a later Java: the teardown stops it as far as that Java allows
    }
  }
}
