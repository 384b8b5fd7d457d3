package dampi.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dampi.rank.RankRecorder;
import dampi.rank.Resource;
import dampi.rank.ResourceKind;
import dampi.site.Site;
import java.util.List;
import java.util.concurrent.Semaphore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The threads a multicore rank leaves behind, stopped and recorded without a real run. */
@Timeout(60)
class LeftoverThreadsTest {

  /**
   * A thread whose stack shows no application frame: one that has not run yet when its rank returns, or, as here, one
   * that runs JDK code only. The application's recorded start is enough to stop it and report it there.
   */
  @Test
  void aThreadTheApplicationStartedIsStoppedEvenWhenItsStackShowsNoApplicationCode() throws InterruptedException {
    ThreadGroup group = new ThreadGroup("rank 0 of a test");
    Thread rankThread = new Thread(group, () -> {}, "rank 0");
    rankThread.start();
    rankThread.join();
    Semaphore never = new Semaphore(0);
    Thread waiter = new Thread(group, never::acquireUninterruptibly, "waiter");
    RankRecorder recorder = new RankRecorder(0);
    recorder.threadStarted(waiter, Site.of("App.java", 12));
    waiter.start();

    LeftoverThreads.stopAndRecord(List.of(rankThread), List.of(group), List.of(recorder));

    assertFalse(waiter.isAlive(), "the waiter outlived its run");
    assertEquals(List.of(new Resource(ResourceKind.THREAD, Site.of("App.java", 12))),
        recorder.resources().leakedAtFinalize());
  }
}
