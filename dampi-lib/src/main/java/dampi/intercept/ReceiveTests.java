package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.epoch.PollQuestion;
import dampi.epoch.Receive;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * {@code Test} of a receive that names its source: a poll, modelled as a single {@code Iprobe} is (see {@link Probes}).
 * MPI lets one Test return false while its message has arrived, and true as soon as the message could have arrived:
 * only a Test repeated must eventually succeed (MPI-3.1 §3.7.4, progress). So a single Test is an epoch whether it
 * completes the receive (not completing it is an alternative) or not (completing it is one when its message did not
 * depend on the Test, by the late-message rule); a Test the program repeats at once belongs to a loop whose choice is
 * what it ends with. The receive's own match is no choice: it names its source, and non-overtaking picks the message.
 *
 * <p>A Test forced to complete waits in MPJ for its message (a message that never comes shows as a blocked rank, and
 * makes the run infeasible); one forced to complete nothing answers so without asking MPJ.
 */
final class ReceiveTests {
  // Which Test calls repeat the previous empty one at the same line: see Polls
  private static final Polls TESTS = new Polls();

  private ReceiveTests() {}

  /**
   * The receive whose single Test is a choice: {@code request}'s, when it is pending and names its source; null where
   * MPJ answers (a wildcard receive, a send, a request marked by Cancel, which MPJ cannot cancel, see
   * {@link Cancellations}).
   */
  static Receive explored(Request request) {
    Receive named = Receives.pendingReceive(request);
    return named != null && named.namesItsSource() && !Cancellations.isMarked(request) ? named : null;
  }

  /**
   * The Test of {@code request}, a pending receive that names its source, at {@code site}, made by {@code call}: a
   * Test, or a Testany, Testsome or Testall whose only active request it is (they then mean the same).
   */
  static Status test(Request request, Receive receive, Site site, String call) throws MPIException {
    EpochTracker tracker = RankBinding.recorder().tracker();
    boolean polling = TESTS.reached(site);
    if (polling && TESTS.followsWork()) {
      tracker.pollRepeatedAfterWork(site); // its empty answer before was taken: this poll is a choice of its own
    }
    Status status;
    PollQuestion question = PollQuestion.test(receive);
    switch (tracker.repeatsPendingPoll(site, question)) {
      case NOTHING -> { // the loop's answers are one choice, and a decision made it nothing
        ForcedNothingLoops.answerNothing(question,
            () -> Requests.waiting(call, new Request[] {request}, false));
        status = null;
      }
      case FREE -> status = mpjTest(request, receive, question, site, () -> tracker.repeatedPollFound(question));
      default -> status = singleTest(request, receive, question, site, polling, call);
    }
    if (status == null) {
      TESTS.foundNothing(site, question);
    }
    return status;
  }

  private static Status singleTest(Request request, Receive receive, PollQuestion question, Site site,
      boolean polling, String call) throws MPIException {
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    if (decision == null) {
      return free(request, receive, question, site);
    }
    if (decision.site().isKnown()
        && (!decision.site().equals(site) || !decision.forPollAsking(question.namedSource(), question.tag()))) {
      // The run being followed opened its next epoch in another call (or in a Test of this line of another receive):
      // here it completed nothing before its loop did.
      return polling ? free(request, receive, question, site) : null;
    }
    if (decision.findsNothing()) {
      tracker.pollFoundNothing(site, question, true);
      return null;
    }
    if (decision.sourceRank().isPresent() && decision.sourceRank().getAsInt() != receive.source()) {
      // The run being followed completed another source's receive at this line: a sweep over requests whose Test of
      // this one found nothing there, an answer that timing made no epoch of its own. So it finds nothing here too.
      return polling && TESTS.asksAgain(question) ? free(request, receive, question, site) : null;
    }
    if (decision.sourceRank().isEmpty()) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded completing "
          + decision.choice().describe() + " but this run reached a Test of a receive from " + receive.source()
          + " at " + site + " there");
      return free(request, receive, question, site);
    }
    OpenEpoch epoch = open(question, site, true);
    tracker.pollWaits(epoch, receive.source());
    Status status;
    try {
      status = RequestCalls.blocking(Requests.waiting(call, new Request[] {request}, false),
          () -> RequestCalls.failingOnItsMessage(request, request::Wait));
    } catch (RuntimeException e) {
      if (MessageErrors.isMessageError(e)) { // the receive took its message, with that error
        found(tracker, epoch, receive);
      }
      throw e;
    }
    found(tracker, epoch, receive);
    return status;
  }

  /** The forced Test's wait is over: its receive took its message. */
  private static void found(EpochTracker tracker, OpenEpoch epoch, Receive receive) {
    tracker.probeFound();
    complete(epoch, receive);
  }

  /**
   * The Test as MPJ answers it, recorded: a completion opens an epoch, an empty answer is pending. A receive that
   * failed on its message (a truncation, a type mismatch) completed with that error, so the Test found it.
   */
  private static Status free(Request request, Receive receive, PollQuestion question, Site site)
      throws MPIException {
    Status status = mpjTest(request, receive, question, site, () -> {});
    if (status == null) {
      RankBinding.recorder().tracker().pollFoundNothing(site, question, false);
    }
    return status;
  }

  /**
   * MPJ's answer to the Test; when it completed the receive ({@code ended}, then) the Test's epoch opens, found. A
   * receive that failed on its message (a truncation, a type mismatch) completed with that error: found too.
   */
  private static Status mpjTest(Request request, Receive receive, PollQuestion question, Site site, Runnable ended)
      throws MPIException {
    Status status;
    try {
      status = RequestCalls.polling(
          () -> RequestCalls.failingOnItsMessage(request, () -> CompletionPoll.endingOnError(request::Test, ended)));
    } catch (RuntimeException e) {
      if (MessageErrors.isMessageError(e)) {
        complete(open(question, site, false), receive);
      }
      throw e;
    }
    if (status != null) {
      ended.run();
      complete(open(question, site, false), receive);
    }
    return status;
  }

  private static OpenEpoch open(PollQuestion question, Site site, boolean forced) {
    return RankBinding.recorder().tracker().openPollEpoch(question, site, forced);
  }

  /** The Test's epoch found its receive's message: from the source the receive names. */
  private static void complete(OpenEpoch epoch, Receive receive) {
    RankBinding.recorder().tracker().completeProbe(epoch, receive.source(), receive.tag());
  }
}
