package dampi.intercept;

import dampi.epoch.EpochTracker;
import dampi.epoch.Receive;
import dampi.piggyback.ClockExchange;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Nonblocking receives held back from MPJ's device while a forced {@code Irecv(ANY_SOURCE)} issued before them has not
 * matched. A forced wildcard asks MPJ for its forced source only, but MPI gives it every message its wildcard fits while
 * it is unmatched: in every execution where it takes its forced source, a receive posted after it that could take such
 * a message matches after it. Handed to the device at once, the later receive could take that message (an
 * {@code Ssend}'s, whose sender then goes on) and lead the run into a state no execution reaches. A held receive is
 * posted once every forced receive ahead of it has matched at the device, by whichever notices first: a completion
 * call on it, a blocking receive behind it, or a watcher thread of the rank, which posts it while the rank is blocked
 * elsewhere (the message it takes may be what lets the rank go on). A receive that could take a message a held one
 * could take is held behind it, so that the device sees such receives in issue order (non-overtaking). One rank's
 * receives: the class is loaded per rank.
 */
final class HeldReceives {
  /** The device call of a held receive, made in whichever of the rank's threads posts it. */
  @FunctionalInterface
  interface Posting {
    Request post() throws MPIException;
  }

  /** A receive issued by the application and not yet given to the device. */
  private record Held(Receives.Issued issued, int context, int source, int tag, List<Receive> ahead, Posting posting,
      HeldRequest request) {
    boolean readyToPost() {
      return ahead.stream().allMatch(Receive::matchedAtDevice);
    }

    /** Whether a message could fit both this receive and one asking for {@code source} and {@code tag}. */
    boolean overlaps(int otherContext, int otherSource, int otherTag) {
      return context == otherContext && (source == EpochTracker.ANY || otherSource == EpochTracker.ANY
          || source == otherSource) && (tag == EpochTracker.ANY || otherTag == EpochTracker.ANY || tag == otherTag);
    }
  }

  private static final long WATCH_NANOS = 50_000;
  private static final List<Held> HELD = new ArrayList<>(); // in issue order
  private static Thread watcher;

  private HeldReceives() {}

  /**
   * Posts a nonblocking receive issued just now ({@code issued}, its ticket offered), asking MPJ for {@code source}
   * and {@code tag}, or holds it; either way returns the application's request.
   */
  static synchronized Request postOrHold(Comm comm, int source, int tag, Receives.Issued issued, Posting posting)
      throws MPIException {
    int context = Receives.context(comm);
    int asked = source == MPI.ANY_SOURCE ? EpochTracker.ANY : source;
    List<Receive> ahead = RankBinding.deviceReportsMatches()
        ? RankBinding.recorder().tracker().forcedReceivesAhead(context, asked, tag) : List.of();
    if (ahead.isEmpty() && HELD.stream().noneMatch(held -> held.overlaps(context, asked, tag))) {
      try {
        return posting.post();
      } finally {
        ClockExchange.withdrawTicket();
      }
    }
    ClockExchange.withdrawTicket(); // offered again when it is posted
    HeldRequest device = new HeldRequest();
    HELD.add(new Held(issued, context, asked, tag, List.copyOf(ahead), posting, device));
    watch();
    return new Request(device);
  }

  /** Whether a receive about to be issued on {@code context}, asking for {@code source} and {@code tag}, must wait. */
  static synchronized boolean holdsOneBefore(int context, int source, int tag) {
    return HELD.stream().anyMatch(held -> held.overlaps(context, source, tag));
  }

  /** Posts, in issue order, every held receive whose forced receives ahead have matched. */
  static synchronized void post() {
    List<Held> stillHeld = new ArrayList<>();
    for (Iterator<Held> it = HELD.iterator(); it.hasNext();) {
      Held held = it.next();
      if (held.readyToPost()
          && stillHeld.stream().noneMatch(earlier -> earlier.overlaps(held.context, held.source, held.tag))) {
        it.remove();
        postNow(held);
      } else {
        stillHeld.add(held);
      }
    }
  }

  private static void postNow(Held held) {
    ClockExchange.offerTicket(held.issued().ticket());
    try {
      held.request().posted(held.posting().post().req);
    } catch (MPIException e) {
      held.request().failed(new IllegalStateException("a held receive could not be posted: " + e.getMessage(), e));
    } catch (RuntimeException e) {
      held.request().failed(e);
    } finally {
      ClockExchange.withdrawTicket();
    }
  }

  /**
   * Starts the rank's watcher unless it runs. It belongs to the rank's thread group, by which MPJ's multicore device
   * tells ranks apart, and ends when nothing is held or the run is over.
   */
  private static void watch() {
    if (watcher != null) {
      return;
    }
    watcher = new Thread(Thread.currentThread().getThreadGroup(), HeldReceives::postWhileHeld, "dampi-held-receives");
    watcher.setDaemon(true);
    watcher.start();
  }

  private static void postWhileHeld() {
    while (true) {
      LockSupport.parkNanos(WATCH_NANOS);
      synchronized (HeldReceives.class) {
        if (!RankBinding.tornDown()) {
          post();
        }
        if (HELD.isEmpty() || RankBinding.tornDown() || Thread.currentThread().isInterrupted()) {
          watcher = null;
          return;
        }
      }
    }
  }
}
