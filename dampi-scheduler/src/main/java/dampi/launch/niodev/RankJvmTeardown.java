package dampi.launch.niodev;

import java.time.Duration;
import java.util.List;

/**
 * Ends every rank JVM of a run, and everything each started, once the run is over. A rank still running is asked for
 * its final report (and where its application is), after which its JVM ends; what has not ended after a while is
 * terminated, by force last. When this returns, no process of the run is left and every line they printed is passed
 * on.
 */
final class RankJvmTeardown {
  private static final Duration STOP_WAIT = Duration.ofMillis(2000);
  private static final Duration TERM_WAIT = Duration.ofMillis(1000);
  private static final Duration KILL_WAIT = Duration.ofMillis(2000);
  private static final Duration OUTPUT_WAIT = Duration.ofMillis(2000);

  private RankJvmTeardown() {}

  static void endAll(List<RankProcess> ranks) {
    for (RankProcess rank : ranks) {
      rank.rememberDescendants();
    }
    // A rank that has said its last word is ending already.
    for (RankProcess rank : ranks) {
      if (rank.isAlive() && !rank.connected()) {
        rank.destroy(); // still starting up: there is nothing to ask it
      } else if (rank.isAlive()) {
        rank.requestStop();
      }
    }
    long deadline = System.nanoTime() + STOP_WAIT.toNanos();
    for (RankProcess rank : ranks) {
      rank.awaitExit((deadline - System.nanoTime()) / 1_000_000);
    }
    deadline = System.nanoTime() + TERM_WAIT.toNanos();
    for (RankProcess rank : ranks) {
      if (rank.isAlive()) {
        rank.closeControl();
        rank.destroy();
      }
    }
    for (RankProcess rank : ranks) {
      rank.awaitExit((deadline - System.nanoTime()) / 1_000_000);
      if (rank.anythingAlive()) {
        rank.kill(KILL_WAIT.toMillis());
      }
    }
    for (RankProcess rank : ranks) {
      rank.awaitControlEnd();
      rank.closeControl();
    }
    deadline = System.nanoTime() + OUTPUT_WAIT.toNanos();
    for (RankProcess rank : ranks) {
      rank.awaitOutput(deadline);
    }
  }
}
