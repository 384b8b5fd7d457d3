package dampi.intercept;

import dampi.epoch.PollQuestion;
import dampi.rank.PendingCall;
import dampi.rank.RankRecorder;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import mpi.MPIException;

/**
 * A loop of polls ({@code Iprobe}, {@code Test}) that a decision made find nothing is answered nothing without asking
 * MPJ, so that a loop that gives up gives up as in the run being followed. A loop that polls until it finds would
 * then spin for ever. One that makes no other MPI call between its polls shows as blocked at once (see
 * {@link ApplicationPolls}); one that reads {@code MPI.Wtime} or sleeps between them could be one that gives up when
 * its time is over, so it is answered nothing for a grace period, {@link #GRACE_SECONDS}, and then waits as blocked
 * in its poll. The run then ends as any run with a forced "nothing" loop still polling: infeasible while a message
 * it fits lies unreceived (it would have found it), a deadlock otherwise. So a loop that gives up only after polling
 * longer than the grace period is taken for one that polls until it finds (README).
 */
final class ForcedNothingLoops {
  static final int GRACE_SECONDS = 3;
  private static final long GRACE_NANOS = TimeUnit.SECONDS.toNanos(GRACE_SECONDS);
  private static final long WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
  // one rank's loop answered nothing, since when, and its call that was last answered so (each rank loads its own
  // copy of the layer)
  private static PollQuestion answering;
  private static long since;
  private static long lastAnswered = -1;

  private ForcedNothingLoops() {}

  /**
   * The loop asking {@code question} is answered nothing once more: returns at once within the grace period, and
   * after it waits, inside {@code call}, until the run is torn down.
   */
  static void answerNothing(PollQuestion question, Supplier<PendingCall> call) throws MPIException {
    long now = System.nanoTime();
    long callNumber = CallSite.callNumber();
    // Another question right after a forced answer is the same loop asking in turn (Iprobe of one tag, then of
    // another): its grace runs on, or the loop would spin until the run's time limit.
    boolean sameLoop = question.equals(answering) || callNumber == lastAnswered + 1;
    lastAnswered = callNumber;
    answering = question;
    if (!sameLoop) {
      since = now;
      return;
    }
    if (now - since < GRACE_NANOS) {
      return;
    }
    RankRecorder recorder = RankBinding.recorder();
    ApplicationPolls.ended(); // it waits in the layer now, not in a loop of the application that paces itself
    Pending.enter(call.get());
    recorder.polling(true);
    try {
      while (!recorder.tornDown()) {
        LockSupport.parkNanos(WAIT_NANOS);
        if (Thread.interrupted()) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    } finally {
      recorder.polling(false);
    }
    throw new MPIException("the run ended while a loop forced to find nothing still polled");
  }
}
