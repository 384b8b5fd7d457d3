package dampi.intercept;

import dampi.rank.PendingCall;
import dampi.site.Site;
import java.util.function.Supplier;

/**
 * Loops in the application that poll ({@code Iprobe}, {@code Test} and its array forms) until something arrives. When
 * a rank repeats the same empty poll with no other intercepted call in between, only a message can end its loop: it
 * counts as inside that call, waiting (its pending call), so that a message that never comes shows as a deadlock at
 * the poll's line instead of a spin until the time limit. Any other intercepted call ends the loop (see
 * {@link CallSite#at}), and so does the poll finding something.
 *
 * <p>A loop that gives up after a while is safe as long as it makes another MPI call (e.g. {@code MPI.Wtime}) or
 * polls for less than the deadlock watch's quiet window; a loop that only counts its empty polls is not told apart.
 */
final class ApplicationPolls {
  /** Over every kind of poll: a loop repeats one call, whichever kind it is. */
  private static final Polls ANY_KIND = new Polls();
  private static boolean looping;

  private ApplicationPolls() {}

  /** The poll at {@code site} in progress found something, or not; {@code waitingFor} describes what it waits for. */
  static void polled(Site site, boolean found, Supplier<PendingCall> waitingFor) {
    boolean repeated = ANY_KIND.reached(site) && site.isKnown();
    if (found) {
      ended();
      return;
    }
    ANY_KIND.foundNothing(site);
    if (repeated && !looping) {
      looping = true;
      CallSite.pollingLoop();
      RankBinding.recorder().pollingIn(waitingFor.get(), site);
    }
  }

  /** The rank made another intercepted call: it is out of its polling loop. */
  static void ended() {
    if (looping) {
      looping = false;
      RankBinding.recorder().pollingIn(null, null);
    }
  }
}
