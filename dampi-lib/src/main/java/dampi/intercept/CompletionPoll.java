package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.epoch.PollQuestion;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.util.List;
import java.util.SortedSet;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * A test over one or more active requests as a poll, as a single {@code Iprobe} is one (see {@link Probes}): a single
 * test is an epoch whatever it answers (answering nothing is one of its choices), and one repeated at once with nothing
 * in between is a loop, whose choice is what it ends with. A free test asks MPJ; a forced one waits for what its
 * decision names. {@code Testany} answers one {@link Status}, {@code Testsome} and {@code Testall} a list of them; the
 * subclasses say how each asks MPJ, waits and records its answer.
 *
 * @param <T> what the test returns to the application
 */
abstract class CompletionPoll<T> {
  private final Polls polls = new Polls();
  private final Epoch.Kind kind;
  private final boolean all;

  /** A test whose epochs are of {@code kind}, one that returns {@code all} its requests or none (a Testall). */
  CompletionPoll(Epoch.Kind kind, boolean all) {
    this.kind = kind;
    this.all = all;
  }

  /** The empty answer. */
  abstract T nothing();

  abstract boolean isNothing(T answer);

  /** MPJ's own answer to the test, {@link #nothing()} when it completed none. */
  abstract T testFreely(Test test) throws MPIException;

  /** The requests of {@code answer}, which MPJ completed, left the application's hands. */
  abstract void completedFreely(Request[] requests, T answer);

  /** What {@code answer} completed, for a divergence message: "request 2", "requests [0, 1]". */
  abstract String describe(T answer);

  /** The requests {@code decision} forces among {@code active}, or null when it names none they hold. */
  abstract SortedSet<Integer> forced(Decision decision, List<Integer> active);

  /** Waits for each of {@code forced}, which the tracker knows is what this test waits for. */
  abstract T waitFor(Test test, SortedSet<Integer> forced) throws MPIException;

  /** Closes {@code epoch} with {@code answer}. */
  abstract void record(EpochTracker tracker, OpenEpoch epoch, T answer, ActiveRequests pending);

  /** One test of {@code active}, requests of {@code requests}, at {@code site} by {@code call}. */
  record Test(Site site, Request[] requests, List<Integer> active, PollQuestion question, ActiveRequests pending,
      String call) {}

  final T poll(Site site, Request[] requests, List<Integer> active, String call) throws MPIException {
    EpochTracker tracker = RankBinding.recorder().tracker();
    boolean polling = polls.reached(site);
    if (polling && polls.followsWork()) {
      tracker.pollRepeatedAfterWork(site); // its empty answer before was taken: this test is a choice of its own
    }
    ActiveRequests pending = ActiveRequests.of(requests, active);
    Test test = new Test(site, requests, active, pending.question(kind, all), pending, call);
    T answer = switch (tracker.repeatsPendingPoll(site, test.question())) {
      case NOTHING -> { // the loop's answers are one choice, and a decision made it nothing
        ForcedNothingLoops.answerNothing(test.question(), () -> Requests.waiting(call, requests, true));
        yield nothing();
      }
      case FREE -> free(test, () -> tracker.repeatedPollFound(test.question()));
      default -> single(test, polling);
    };
    if (isNothing(answer)) {
      polls.foundNothing(site, test.question());
    }
    return answer;
  }

  /**
   * A test that repeats no empty one: an epoch of its own, whether it completes requests (completing nothing is an
   * alternative) or not (it becomes an epoch once the rank moves on, see {@link EpochTracker#pollFoundNothing}). Like
   * the other polling calls, an epoch recorded at one of a rank's sites of this call is followed at whichever it
   * reaches.
   */
  private T single(Test test, boolean polling) throws MPIException {
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    if (decision == null) {
      return free(test, () -> {});
    }
    if (!polls.includes(decision.site())) {
      // The run being followed opened its next epoch in another call, so here nothing completed (see Probes).
      return polling ? free(test, () -> {}) : nothing();
    }
    if (decision.findsNothing()) {
      tracker.pollFoundNothing(test.site(), test.question(), true);
      return nothing();
    }
    SortedSet<Integer> forced = forced(decision, test.active());
    if (forced == null) {
      return free(test, () -> {}); // the epoch it opens, if any, shows the divergence
    }
    OpenEpoch epoch = tracker.openCompletionPollEpoch(test.question(), test.site(), true);
    tracker.completionPollWaits(epoch);
    T answer = waitFor(test, forced);
    tracker.probeFound();
    record(tracker, epoch, answer, test.pending());
    return answer;
  }

  /**
   * MPJ's own Testany: a completion opens an epoch that no decision forced, after {@code ended} (the loop it ends, if
   * any, is over); an empty answer is pending (see {@link EpochTracker#pollFoundNothing}).
   */
  private T free(Test test, Runnable ended) throws MPIException {
    T answer = RequestCalls.polling(() -> endingOnError(() -> testFreely(test), ended));
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    if (isNothing(answer)) {
      tracker.pollFoundNothing(test.site(), test.question(), false);
      return answer;
    }
    // The loop it ends, if any, ends first: recording a receive takes the rank's pending empty polls as epochs, and
    // the loop's empty polls were no choice; the next epoch's number leaves them out too.
    ended.run();
    completedFreely(test.requests(), answer);
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    if (decision != null) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded at "
          + decision.site() + " completing " + decision.choice().describe() + " but this run completed "
          + describe(answer) + " at " + test.site());
    }
    record(tracker, tracker.openCompletionPollEpoch(test.question(), test.site(), false), answer, test.pending());
    return answer;
  }

  /**
   * MPJ's {@code test}, which ends the loop polling with it ({@code ended}) when a receive failed on its message,
   * before that failure is recorded: recording a receive takes the rank's pending empty polls as epochs, and this loop's
   * empty polls were no choice.
   */
  static <T> T endingOnError(RequestCalls.Completion<T> test, Runnable ended) throws MPIException {
    try {
      return test.complete();
    } catch (RuntimeException e) {
      if (MessageErrors.isMessageError(e)) {
        ended.run();
      }
      throw e;
    }
  }
}
