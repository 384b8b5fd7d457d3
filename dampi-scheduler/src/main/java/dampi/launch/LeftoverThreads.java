package dampi.launch;

import dampi.rank.RankRecorder;
import dampi.rank.Resource;
import dampi.rank.ResourceKind;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * The threads a multicore rank leaves running when its run ends: those the application started (in the rank's thread
 * group) and a rank thread that survived its teardown (one that catches everything a stop throws). The rank's MPI
 * calls fail from now on, and each thread is stopped as far as Java allows, so that it cannot slow down or pollute the
 * runs after it. A thread the application started is recorded in its rank's ledger as a {@link ResourceKind#THREAD}
 * (at the line that started it, else where it runs); any thread that ignored even that as an
 * {@link ResourceKind#UNSTOPPABLE_THREAD}.
 */
final class LeftoverThreads {
  private static final long STOP_WAIT_MILLIS = 250;
  private static final int STOP_ATTEMPTS = 200;

  private LeftoverThreads() {}

  /**
   * @param rankThreads the run's rank threads, by rank, already torn down
   * @param groups their thread groups, by rank
   */
  static void stopAndRecord(List<Thread> rankThreads, List<ThreadGroup> groups, List<RankRecorder> recorders) {
    recorders.forEach(RankRecorder::tearDown);
    for (int rank = 0; rank < groups.size(); rank++) {
      List<Thread> leftover = new ArrayList<>(started(groups.get(rank), rankThreads.get(rank), recorders.get(rank)));
      if (rankThreads.get(rank).isAlive()) {
        leftover.add(rankThreads.get(rank));
      }
      for (Thread thread : leftover) {
        Site site = recorders.get(rank).threadStart(thread);
        if (!site.isKnown()) {
          site = UserSite.of(thread.getStackTrace());
        }
        boolean stopped = stop(thread);
        if (!stopped || thread != rankThreads.get(rank)) { // a rank thread stopped at last ended as its outcome says
          recorders.get(rank).leftBehind(
              new Resource(stopped ? ResourceKind.THREAD : ResourceKind.UNSTOPPABLE_THREAD, site));
        }
      }
    }
  }

  /**
   * The live threads of {@code group} other than the rank's own that the application started or that run its code. The
   * recorded start counts first: a thread started just before its rank returned may not have run a frame yet, and its
   * empty stack shows no application code (CI once saw such a spinner outlive its run and slow every run after it).
   */
  private static List<Thread> started(ThreadGroup group, Thread rankThread, RankRecorder recorder) {
    Thread[] threads = new Thread[Math.max(16, group.activeCount() * 2)];
    int count = group.enumerate(threads, true);
    List<Thread> started = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Thread thread = threads[i];
      if (thread != rankThread && thread.isAlive()
          && (recorder.threadStart(thread).isKnown() || UserSite.of(thread.getStackTrace()).isKnown())) {
        started.add(thread);
      }
    }
    return started;
  }

  /**
   * Interrupts, then stops by force, again and again: a thread that catches everything in a loop swallows a stop that
   * lands inside its try, but not one that lands in its handler.
   */
  @SuppressWarnings({"deprecation", "removal"})
  private static boolean stop(Thread thread) {
    thread.interrupt();
    try {
      thread.join(STOP_WAIT_MILLIS);
      for (int attempt = 0; attempt < STOP_ATTEMPTS && thread.isAlive(); attempt++) {
        thread.stop(); // still supported on Java 17: the last resort for a thread deaf to interrupts
        thread.join(1 + attempt % 7); // uneven pauses, to land in different places of its loop
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (UnsupportedOperationException e) {
      // a later Java: nothing more can be done
    }
    return !thread.isAlive();
  }
}
