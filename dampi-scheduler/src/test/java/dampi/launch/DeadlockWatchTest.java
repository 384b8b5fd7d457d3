package dampi.launch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.site.Site;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The watch declares a deadlock only on evidence. A rank inside a probe spins, so its thread's state says nothing; on a
 * loaded machine such a thread may wait for a core longer than all the polls while its message is already there, and
 * then no message moves only because it has not run. A spinning rank parked without a time limit needs no such
 * evidence.
 */
@Timeout(60)
class DeadlockWatchTest {
  /** One rank, inside a blocking probe as far as its layer says. */
  private static final RankActivity IN_A_PROBE = new RankActivity() {
    @Override
    public String pendingCall(int rank) {
      return "Comm.Probe";
    }

    @Override
    public boolean layerPolls(int rank) {
      return false;
    }

    @Override
    public Site applicationPollSite(int rank) {
      return null;
    }
  };

  private volatile boolean spin;
  private volatile boolean stop;

  @Test
  void aSpinningRankCountsAsBlockedOnlyOnceItHasRunWithNothingMoving() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    Object gate = new Object();
    Thread rank = new Thread(() -> {
      started.countDown();
      synchronized (gate) {
        while (!spin) {
          try {
            // a timed wait that has not been scheduled again: what a starved polling thread looks like, no CPU used
            gate.wait(60_000);
          } catch (InterruptedException e) {
            return;
          }
        }
      }
      long sink = 0;
      while (!stop) {
        sink += System.nanoTime() & 1; // a probe spinning without finding anything
      }
      if (sink < 0) {
        throw new AssertionError();
      }
    });
    rank.setDaemon(true);
    rank.start();
    started.await();
    // Until it waits, the thread is still running towards the wait: CPU time that would count as a spin that ran.
    while (rank.getState() != Thread.State.TIMED_WAITING) {
      Thread.sleep(1);
    }
    DeadlockWatch watch = new DeadlockWatch(List.of(rank), List.of(), new EndOfRun(1, Duration.ofMinutes(1)), () -> 7,
        IN_A_PROBE);
    try {
      for (int poll = 0; poll < 20; poll++) {
        assertFalse(watch.deadlocked(), "poll " + poll + ": the spinning rank has not run, so its probe proves nothing");
      }
      synchronized (gate) {
        spin = true;
        gate.notifyAll();
      }
      boolean deadlocked = false;
      for (int poll = 0; poll < 200 && !deadlocked; poll++) {
        Thread.sleep(5);
        deadlocked = watch.deadlocked();
      }
      assertTrue(deadlocked, "a rank that spins and finds nothing while nothing moves is blocked for good");
    } finally {
      stop = true;
      rank.interrupt();
    }
  }
}
