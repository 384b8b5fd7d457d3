package dampi.launch;

import dampi.rank.RankOutcome;
import dampi.site.Site;
import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Exact deadlock detection for the multicore device without waiting for a time limit. On smpdev a message moves only
 * on a rank's own thread, so when every live rank thread is parked inside MPJ, and across several polls neither the
 * ranks' message counters nor their threads' CPU time have moved, no rank can ever return: the run is deadlocked.
 * A rank inside a probe, Waitany or Waitsome counts as parked whatever its thread does: MPJ runs those as loops that
 * spin (test, test again) until a message comes. So does a rank whose interception layer polls for a match, and one
 * whose application polls in a loop only a message can end; for the last, the quiet must last longer, so that a loop
 * that gives up after a short while is not taken for a deadlock. A polling loop that sleeps between its polls, or
 * reads the clock ({@code MPI.Wtime}, which ends the loop as every other call does), may give up when its time is
 * over: it is left to the run's time limit.
 */
final class DeadlockWatch implements EndOfRun.Watch {
  private static final Duration POLL = Duration.ofMillis(25);
  /** Consecutive polls that must all see the same blocked, quiet state. */
  private static final int QUIET_POLLS = 4;
  /** The same, when a rank is in a polling loop of the application: a second of polling with nothing moving. */
  private static final int QUIET_POLLS_WHILE_THE_APPLICATION_POLLS = 40;
  /** The layer's classes the application's own instructions call (its array and field accesses): no MPI call. */
  private static final java.util.Set<String> APPLICATION_HOOKS = java.util.Set.of("dampi.intercept.ArrayAccess",
      "dampi.intercept.ProgramWrites");
  private static final java.lang.management.ThreadMXBean THREADS =
      java.lang.management.ManagementFactory.getThreadMXBean();

  private final List<Thread> threads;
  private final List<ThreadGroup> groups;
  private final EndOfRun end;
  private final LongSupplier progress;
  private final RankActivity activity;
  private long lastProgress = -1;
  private long lastCpuTime = -1;
  private int quietPolls;
  // CPU time of each rank's thread when the quiet began, for the ranks that spin (see spinsEachRan)
  private final java.util.Map<Thread, Long> spinningCpuAtQuietStart = new java.util.HashMap<>();

  /**
   * @param threads the rank threads, by rank
   * @param groups the ranks' thread groups, by rank (where the threads a rank starts run), filled as the ranks are
   * @param progress the ranks' message counters, or null to disable detection
   * @param activity what the ranks' interception layers say they do, or null when there are none
   */
  DeadlockWatch(List<Thread> threads, List<ThreadGroup> groups, EndOfRun end, LongSupplier progress,
      RankActivity activity) {
    this.threads = threads;
    this.groups = groups;
    this.end = end;
    this.progress = progress;
    this.activity = activity;
  }

  @Override
  public Duration poll() {
    return POLL;
  }

  /**
   * Every live rank thread is parked inside MPJ, and nothing moved for several polls. Cheap checks first: a moving
   * message counter ends the check at once; thread states come next; stack traces, which stop the JVM at a safepoint,
   * are taken only when everything has looked blocked and quiet for several polls.
   */
  @Override
  public boolean deadlocked() {
    if (progress == null) {
      return false; // without the interception layer nothing counts messages, so quiet cannot be told apart
    }
    long now = progress.getAsLong();
    if (now != lastProgress) {
      lastProgress = now;
      restartQuiet();
      return false;
    }
    List<Thread> live = new java.util.ArrayList<>();
    java.util.Map<Thread, Integer> rankOf = new java.util.HashMap<>();
    List<Thread> spinning = new java.util.ArrayList<>();
    List<Thread> spinningInACall = new java.util.ArrayList<>();
    int probing = 0;
    boolean applicationPolls = false;
    for (int rank = 0; rank < threads.size(); rank++) {
      if (!end.hasEnded(rank)) {
        Thread thread = threads.get(rank);
        rankOf.put(thread, rank);
        boolean pollsInApplication = activity != null && activity.applicationPollSite(rank) != null;
        if (pollsInApplication && thread.getState() == Thread.State.TIMED_WAITING && !isInsideMpj(thread)) {
          // The polling loop paces itself (a sleep between polls): it may as well give up when its time is over.
          restartQuiet();
          return false;
        }
        if (activity != null && (spins(activity.pendingCall(rank)) || activity.layerPolls(rank))
            || pollsInApplication) {
          // RUNNABLE, burning CPU, yet only a message can end it, and none moves.
          probing++;
          spinning.add(thread);
          if (!pollsInApplication) {
            spinningInACall.add(thread);
          }
          applicationPolls |= pollsInApplication;
          continue;
        }
        Thread.State state = thread.getState();
        // A timed wait inside MPJ is a polling loop that wakes up by itself: not a sign of a deadlock. Nor is BLOCKED:
        // a rank that was just notified (a message arrived) waits to re-enter the monitor, and on a loaded machine it
        // can wait there for longer than all the polls, with no CPU time and no message moving.
        if (state != Thread.State.WAITING) {
          restartQuiet();
          return false;
        }
        live.add(thread);
      }
    }
    // Sampled states cannot see a thread that ran briefly between two polls; its CPU time can.
    long cpu = cpuTime(live);
    if (cpu != lastCpuTime) {
      lastCpuTime = cpu;
      restartQuiet();
      return false;
    }
    if (live.isEmpty() && probing == 0
        || ++quietPolls < (applicationPolls ? QUIET_POLLS_WHILE_THE_APPLICATION_POLLS : QUIET_POLLS)
        || !spinsEachRan(spinning)) {
      return false;
    }
    for (Thread thread : live) {
      if (!isInsideMpj(thread) && !joinsThreadsInMpiCalls(rankOf.get(thread), thread)) {
        restartQuiet();
        return false;
      }
    }
    for (Thread thread : spinningInACall) {
      if (!isInsideAnMpiCall(thread) && !joinsThreadsInMpiCalls(rankOf.get(thread), thread)) {
        // Another thread of the rank made the call that spins (a Waitany in a helper thread, MPI-3.1 §12.4): the
        // rank's main thread computes on and may yet send what the call waits for.
        restartQuiet();
        return false;
      }
    }
    if (anotherThreadMayAct()) {
      restartQuiet();
      return false;
    }
    return progress.getAsLong() == lastProgress;
  }

  /**
   * Whether a thread a live rank started (beside its main one) runs or sleeps outside any MPI call: a blocking call
   * blocks only its own thread (MPI-3.1 §12.4), and that thread may yet make the call that unblocks the others.
   */
  private boolean anotherThreadMayAct() {
    for (int rank = 0; rank < threads.size() && rank < groups.size(); rank++) {
      if (end.hasEnded(rank)) {
        continue;
      }
      for (Thread thread : otherThreadsOf(rank, threads.get(rank))) {
        Thread.State state = thread.getState();
        if ((state == Thread.State.RUNNABLE || state == Thread.State.TIMED_WAITING) && !isInsideAnMpiCall(thread)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether {@code thread}, a rank's main one, waits in {@code Thread.join} while every other live thread of its rank
   * is inside an MPI call: it goes on only once one of them returns (a main thread joining the helper that made the
   * rank's blocked call), so it is as blocked as they are.
   */
  private boolean joinsThreadsInMpiCalls(int rank, Thread thread) {
    if (rank >= groups.size() || thread.getState() != Thread.State.WAITING
        || java.util.Arrays.stream(thread.getStackTrace()).noneMatch(DeadlockWatch::isJoin)) {
      return false;
    }
    List<Thread> others = otherThreadsOf(rank, thread);
    return !others.isEmpty() && others.stream().allMatch(other -> isInsideMpj(other) && isInsideAnMpiCall(other));
  }

  /** The live threads of the rank's group other than {@code thread}. */
  private List<Thread> otherThreadsOf(int rank, Thread thread) {
    ThreadGroup group = groups.get(rank);
    Thread[] members = new Thread[group.activeCount() + 4];
    int count = group.enumerate(members);
    List<Thread> others = new java.util.ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      if (members[i] != thread && members[i].isAlive()) {
        others.add(members[i]);
      }
    }
    return others;
  }

  private static boolean isJoin(StackTraceElement frame) {
    return frame.getClassName().equals("java.lang.Thread") && frame.getMethodName().equals("join");
  }

  /** Something moved (or may have): the quiet starts again. */
  private void restartQuiet() {
    quietPolls = 0;
    spinningCpuAtQuietStart.clear();
  }

  /**
   * Whether every spinning rank's thread has run since the quiet began: a spin that found nothing proves no message
   * for it only if it ran. On a loaded machine a runnable thread can wait longer than all the polls for a core, and
   * a probe whose message is already there would then be taken for a deadlock. A thread parked without a time limit
   * (a forced Waitany waits for its one request so) needs no such evidence: only what moves can wake it. Where the JVM
   * cannot measure CPU time, no deadlock is declared on this evidence (as {@link #cpuTime} does).
   */
  private boolean spinsEachRan(List<Thread> spinning) {
    if (spinning.isEmpty()) {
      return true;
    }
    if (!THREADS.isThreadCpuTimeSupported() || !THREADS.isThreadCpuTimeEnabled()) {
      return false;
    }
    boolean eachRan = true;
    for (Thread thread : spinning) {
      long cpu = THREADS.getThreadCpuTime(thread.getId());
      Long atStart = spinningCpuAtQuietStart.putIfAbsent(thread, cpu);
      eachRan &= thread.getState() == Thread.State.WAITING || atStart != null && cpu > atStart;
    }
    return eachRan;
  }

  /** Ends every live rank as deadlocked, naming its MPI call and the application's line. */
  @Override
  public void endDeadlocked() {
    for (int rank = 0; rank < threads.size(); rank++) {
      if (!end.hasEnded(rank)) {
        // The thread in the rank's MPI call: the main one, or a helper thread whose call is the one that blocks.
        Thread caller = activity == null ? null : activity.pendingThread(rank);
        StackTraceElement[] stack = (caller != null && caller.isAlive() ? caller : threads.get(rank)).getStackTrace();
        // The application's call, not the one the layer made for it (a zero-buffered Send runs as Ssend).
        String call = activity == null ? null : activity.pendingCall(rank);
        // A polling loop may be caught between its calls: the poll's own line is the one to show.
        Site pollSite = activity == null ? null : activity.applicationPollSite(rank);
        end.endAs(rank, new RankOutcome.Deadlocked(rank, call != null ? call : mpiCall(stack),
            pollSite != null ? pollSite : UserSite.of(stack)));
      }
    }
  }

  /** Total CPU time of the threads, or a fresh negative value each call when the JVM cannot measure it. */
  private long cpuTime(List<Thread> live) {
    if (!THREADS.isThreadCpuTimeSupported() || !THREADS.isThreadCpuTimeEnabled()) {
      return lastCpuTime - 1; // never equal twice: no deadlock is declared without this evidence
    }
    long total = 0;
    for (Thread thread : live) {
      total += THREADS.getThreadCpuTime(thread.getId());
    }
    return total;
  }

  /** MPJ calls that poll in a loop instead of waiting: smpdev's Probe, and Waitany and Waitsome on every device. */
  private static boolean spins(String call) {
    return call != null && switch (call) {
      case "Comm.Probe", "Comm.Iprobe", "Request.Waitany", "Request.Waitsome" -> true;
      default -> false;
    };
  }

  private static boolean isInsideMpj(Thread thread) {
    return UserSite.isInsideMpjDevice(thread.getStackTrace());
  }

  /**
   * Whether the thread is inside an MPI call: what the application's innermost frame calls is MPJ or the interception
   * layer, not the checks the layer adds to the application's own array and field stores. A thread with no frame of
   * the application is taken to be in its call.
   */
  private static boolean isInsideAnMpiCall(Thread thread) {
    StackTraceElement[] stack = thread.getStackTrace();
    for (int i = 0; i < stack.length; i++) {
      if (UserSite.isApplication(stack[i].getClassName())) {
        String callee = i == 0 ? "" : stack[i - 1].getClassName();
        return UserSite.isMpj(callee) || callee.startsWith("dampi.") && !APPLICATION_HOOKS.contains(callee);
      }
    }
    return true;
  }

  /** The outermost MPJ frame below the application's, e.g. {@code Comm.Recv}. */
  private static String mpiCall(StackTraceElement[] stack) {
    String call = "an MPI call";
    for (StackTraceElement frame : stack) {
      if (UserSite.isApplication(frame.getClassName())) {
        break;
      }
      if (frame.getClassName().startsWith("mpi.") && UserSite.isMpj(frame.getClassName())) {
        call = frame.getClassName().substring(4) + "." + frame.getMethodName();
      }
    }
    return call;
  }
}
