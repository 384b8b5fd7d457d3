package dampi.launch;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.LongSupplier;

/**
 * Exact deadlock detection for the multicore device without waiting for a time limit. On smpdev a message moves only
 * on a rank's own thread, so when every live rank thread is parked inside MPJ and the ranks' message counters have
 * not moved across several polls, no rank can ever return: the run is deadlocked.
 */
final class DeadlockWatch {
  static final Duration POLL = Duration.ofMillis(25);
  /** Consecutive polls that must all see the same blocked, quiet state. */
  private static final int QUIET_POLLS = 4;

  private final List<Thread> threads;
  private final LongSupplier progress;
  private long lastProgress = -1;
  private int quietPolls;

  /** @param progress the ranks' message counters, or null to disable detection */
  DeadlockWatch(List<Thread> threads, LongSupplier progress) {
    this.threads = threads;
    this.progress = progress;
  }

  boolean allBlockedAndQuiet(AtomicReferenceArray<RankOutcome> outcomes) {
    if (progress == null) {
      return false; // without the interception layer nothing counts messages, so quiet cannot be told apart
    }
    boolean anyLive = false;
    for (int rank = 0; rank < threads.size(); rank++) {
      if (outcomes.get(rank) != null) {
        continue;
      }
      anyLive = true;
      if (!isBlockedInMpi(threads.get(rank))) {
        quietPolls = 0;
        return false;
      }
    }
    long now = progress.getAsLong();
    if (!anyLive || now != lastProgress) {
      lastProgress = now;
      quietPolls = 0;
      return false;
    }
    return ++quietPolls >= QUIET_POLLS;
  }

  /** Marks every live rank as deadlocked, naming its MPI call and the application's line. */
  void describeBlockedRanks(AtomicReferenceArray<RankOutcome> outcomes) {
    for (int rank = 0; rank < threads.size(); rank++) {
      if (outcomes.get(rank) == null) {
        StackTraceElement[] stack = threads.get(rank).getStackTrace();
        outcomes.compareAndSet(rank, null, new RankOutcome.Deadlocked(rank, mpiCall(stack), UserSite.of(stack)));
      }
    }
  }

  private static boolean isBlockedInMpi(Thread thread) {
    Thread.State state = thread.getState();
    // A timed wait inside MPJ is a polling loop that wakes up by itself: not a sign of a deadlock.
    if (state != Thread.State.WAITING && state != Thread.State.BLOCKED) {
      return false;
    }
    for (StackTraceElement frame : thread.getStackTrace()) {
      String name = frame.getClassName();
      if (name.startsWith("xdev.") || name.startsWith("mpjdev.")) {
        return true;
      }
    }
    return false;
  }

  /** The outermost MPJ frame below the application's, e.g. {@code Comm.Recv}. */
  static String mpiCall(StackTraceElement[] stack) {
    String call = "an MPI call";
    for (StackTraceElement frame : stack) {
      if (UserSite.isApplication(frame.getClassName())) {
        break;
      }
      if (frame.getClassName().startsWith("mpi.")) {
        call = frame.getClassName().substring(4) + "." + frame.getMethodName();
      }
    }
    return call;
  }
}
