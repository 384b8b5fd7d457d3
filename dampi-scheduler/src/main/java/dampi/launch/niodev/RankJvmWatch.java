package dampi.launch.niodev;

import dampi.launch.EndOfRun;
import dampi.rank.RankOutcome;
import dampi.site.Site;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What the launcher sees of one run's rank JVMs while they run: how each rank's main ended, as it reports it; a rank
 * JVM that ended without a report; and every rank still running reporting that it is blocked in an MPI call while no
 * message moves anywhere, for a while: a deadlock.
 */
final class RankJvmWatch implements EndOfRun.Watch, RankProcess.Listener {
  private static final Duration POLL = Duration.ofMillis(50);
  /**
   * How long every live rank must have been blocked in an MPI call, with no message moving anywhere, before the run
   * counts as deadlocked. Long enough for a message in flight on TCP to arrive; the time limit stays the last resort.
   */
  private static final Duration QUIET = Duration.ofMillis(1500);

  private final List<RankProcess> ranks;
  private final EndOfRun end;
  private volatile long quietSinceNanos = System.nanoTime();
  // CPU time of each polling rank's main thread when the quiet began (first seen), see spinsEachRan
  private final java.util.Map<Integer, Long> spinCpuAtQuietStart = new java.util.HashMap<>();
  private final AtomicReference<String> launchFailure = new AtomicReference<>();

  /** @param ranks the run's rank JVMs, by rank (the run adds them before it starts any) */
  RankJvmWatch(List<RankProcess> ranks, EndOfRun end) {
    this.ranks = ranks;
    this.end = end;
  }

  /** A rank ending moves things too: its peers in Finalize, say, complete only after it. */
  @Override
  public void ended(int rank, RankOutcome outcome) {
    restartQuiet();
    end.ended(rank, outcome);
  }

  @Override
  public void blockedStateChanged() {
    restartQuiet();
    end.wakeUp();
  }

  private void restartQuiet() {
    quietSinceNanos = System.nanoTime();
    synchronized (spinCpuAtQuietStart) {
      spinCpuAtQuietStart.clear();
    }
  }

  @Override
  public Duration poll() {
    return POLL;
  }

  /**
   * A rank JVM that ended without reporting how its main ended (killed, crashed, or MPJ called System.exit), and one on
   * another host that has gone silent: its host died or its network went down, which no TCP connection reports.
   */
  @Override
  public void look() {
    for (RankProcess rank : ranks) {
      if (!end.hasEnded(rank.rank()) && !rank.host().isThisMachine()
          && rank.silentNanos() > TimeUnit.MILLISECONDS.toNanos(ControlChannel.RANK_SILENCE_LIMIT_MS)) {
        end.endedSilently(rank.rank(), rank.site(), () -> new RankOutcome.Threw(rank.rank(), "lost contact with the "
            + "rank on " + rank.host() + ": nothing on its control channel for "
            + ControlChannel.RANK_SILENCE_LIMIT_MS / 1000 + " s (the host or its network is down)", rank.site()));
      }
      if (!end.hasEnded(rank.rank()) && rank.started() && !rank.isAlive()) {
        rank.awaitControlEnd(); // a report may still be on its way
        if (!rank.connected()) {
          launchFailed("rank " + rank.rank() + " could not start on " + rank.host() + ": its process exited with code "
              + rank.exitCode() + (rank.lastErrorLine() == null ? "" : ": " + rank.lastErrorLine()));
        }
        if (!end.hasEnded(rank.rank())) {
          Site site = rank.site();
          end.endedSilently(rank.rank(), site, () -> new RankOutcome.Threw(rank.rank(), exitedWith(rank), site));
        }
      }
    }
  }

  /**
   * A rank whose process ended before it reached dampi's control channel: its host is unreachable, its agent or its
   * JVM failed. The first such, or null.
   */
  String launchFailure() {
    return launchFailure.get();
  }

  void launchFailed(String message) {
    launchFailure.compareAndSet(null, message);
  }

  private static String exitedWith(RankProcess rank) {
    String exception = "rank process " + (rank.host().isThisMachine() ? "" : "on " + rank.host() + " ")
        + "exited with code " + rank.exitCode();
    if (!rank.connected() && rank.lastErrorLine() != null) {
      exception += ": " + rank.lastErrorLine(); // it never got going, e.g. the JVM could not start
    }
    return exception;
  }

  /**
   * Every live rank is blocked in an MPI call and none has moved a message or changed its call for a while; and each
   * rank blocked in a call that polls has run during that while. On a loaded machine a rank JVM can wait for a core
   * longer than the quiet window, its last word saying it polls while the message that ends its loop is already there,
   * or while it is about to leave the loop: only a poll that ran and found nothing proves no message for it.
   */
  @Override
  public boolean deadlocked() {
    if (System.nanoTime() - quietSinceNanos < QUIET.toNanos()) {
      return false;
    }
    boolean anyLive = false;
    boolean spinsEachRan = true;
    for (RankProcess rank : ranks) {
      if (!end.hasEnded(rank.rank())) {
        BlockedState state = rank.blockedState();
        if (state == null || !state.blocked()) {
          return false;
        }
        if (state.spins()) {
          synchronized (spinCpuAtQuietStart) {
            Long atStart = spinCpuAtQuietStart.putIfAbsent(rank.rank(), state.spinCpuNanos());
            spinsEachRan &= atStart != null && state.spinCpuNanos() > atStart;
          }
        }
        anyLive = true;
      }
    }
    return anyLive && spinsEachRan;
  }

  @Override
  public void endDeadlocked() {
    for (RankProcess rank : ranks) {
      BlockedState state = rank.blockedState();
      if (state != null && state.blocked()) {
        end.endAs(rank.rank(), new RankOutcome.Deadlocked(rank.rank(), state.call(), state.site()));
      }
    }
  }
}
