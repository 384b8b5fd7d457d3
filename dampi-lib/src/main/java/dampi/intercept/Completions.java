package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.epoch.PollQuestion;
import dampi.epoch.Receive;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Nondeterministic completion. Which request a {@code Waitany} or {@code Testany} over several active requests
 * completes is a choice point: an epoch of kind {@link Epoch.Kind#COMPLETION} whose "sources" are indices into the
 * request array. It takes its clock when it returns; a receive it passed over whose message did not know of that
 * could have completed instead, and is an alternative (see {@link EpochTracker#completeAny}), as is a send request it
 * passed over once its receive matched (see {@link SendRequests}). A forced one waits for its request alone.
 *
 * <p>{@code Waitsome} and {@code Testsome} explore sets of requests (see {@link Waitsomes}, {@link Testsomes}). A
 * {@code Testany} that completes nothing is no choice, as an empty {@code Iprobe} is none; a forced one polled with no
 * other call in between waits for its request (see {@link Probes}).
 */
final class Completions {
  private static final Polls TESTANYS = new Polls();
  /** A completion epoch belongs to no communicator: no message's source can be its alternative. */
  static final int NO_CONTEXT = Integer.MIN_VALUE;

  private Completions() {}

  static Status waitany(Request[] requests, String call) throws MPIException {
    List<Integer> active = active(requests);
    if (active.isEmpty()) {
      return inactive();
    }
    if (active.size() < 2) {
      return waitFree(requests, call);
    }
    RankRecorder recorder = RankBinding.recorder();
    Site site = CallSite.current();
    Decision decision = recorder.plan().decisions().get(recorder.tracker().nextEpochIndex());
    boolean forced = decision != null && applicable(recorder, decision, site, active);
    ActiveRequests pending = ActiveRequests.of(requests, active);
    OpenEpoch epoch = openEpoch(site, forced);
    Status status = forced ? waitFor(requests, decision.requestIndex().getAsInt(), pending, call)
        : waitFree(requests, call);
    complete(epoch, status, pending);
    return status;
  }

  static Status testany(Request[] requests, String call) throws MPIException {
    Site site = CallSite.current();
    Status status = testanyAt(site, requests, call);
    ApplicationPolls.polled(site, status != null, () -> Requests.waiting(call, requests, true));
    return status;
  }

  /** {@link #testany} without its polling-loop bookkeeping. */
  static Status testanyAt(Site site, Request[] requests, String call) throws MPIException {
    List<Integer> active = active(requests);
    if (active.isEmpty()) {
      return inactive();
    }
    if (active.size() < 2) {
      return testOne(site, requests, active.get(0), call);
    }
    return poll(site, requests, active, call);
  }

  /**
   * A Testany over {@code active}, one or more requests, as a poll: a single one is an epoch whatever it answers, and
   * one repeated at once with nothing in between is a loop, whose choice is the request it ends with.
   */
  private static Status poll(Site site, Request[] requests, List<Integer> active, String call) throws MPIException {
    EpochTracker tracker = RankBinding.recorder().tracker();
    boolean polling = TESTANYS.reached(site);
    if (polling && TESTANYS.followsWork()) {
      tracker.pollRepeatedAfterWork(site); // its empty answer before was taken: this test is a choice of its own
    }
    ActiveRequests pending = ActiveRequests.of(requests, active);
    PollQuestion question = pending.question(Epoch.Kind.COMPLETION);
    Status status = switch (tracker.repeatsPendingPoll(site, question)) {
      case NOTHING -> { // the loop's answers are one choice, and a decision made it nothing
        ForcedNothingLoops.answerNothing(question, () -> Requests.waiting(call, requests, true));
        yield null;
      }
      case FREE -> testFree(requests, active, site, question, pending, () -> tracker.repeatedPollFound(question));
      default -> singleTestany(requests, active, site, question, pending, polling, call);
    };
    if (status == null) {
      TESTANYS.foundNothing(site, question);
    }
    return status;
  }

  /**
   * A Testany that repeats no empty one: an epoch of its own, whether it completes a request (completing nothing is an
   * alternative) or not (it becomes an epoch once the rank moves on, see {@link EpochTracker#pollFoundNothing}). One
   * forced to a request waits for it, as a forced single {@code Iprobe} waits for its message (see {@link Probes}).
   */
  private static Status singleTestany(Request[] requests, List<Integer> active, Site site, PollQuestion question,
      ActiveRequests pending, boolean polling, String call) throws MPIException {
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    if (decision == null) {
      return testFree(requests, active, site, question, pending, () -> {});
    }
    if (!TESTANYS.includes(decision.site())) {
      // The run being followed opened its next epoch in another call, so here nothing completed (see Probes).
      return polling ? testFree(requests, active, site, question, pending, () -> {}) : null;
    }
    if (decision.findsNothing()) {
      tracker.pollFoundNothing(site, question, true);
      return null;
    }
    int index = decision.requestIndex().orElse(-1);
    if (!active.contains(index)) {
      // the epoch it opens, if any, shows the divergence
      return testFree(requests, active, site, question, pending, () -> {});
    }
    OpenEpoch epoch = tracker.openCompletionPollEpoch(question, site, true);
    tracker.completionPollWaits(epoch);
    Status status = waitFor(requests, index, pending, call);
    tracker.probeFound();
    complete(epoch, status, pending);
    return status;
  }

  /**
   * A Test of one request, or a Testany, Testsome or Testall whose one active request it is (they mean the same): for a
   * pending receive that names its source, a poll asking whether its message is there (see {@link ReceiveTests});
   * for a send or a wildcard receive, a poll asking whether it completed, as a Testany over several is; MPJ answers
   * only for a request marked by Cancel, which MPJ cannot cancel (see {@link Cancellations}). The status carries the
   * request's index.
   */
  static Status testOne(Site site, Request[] requests, int index, String call) throws MPIException {
    Request request = requests[index];
    Receive named = ReceiveTests.explored(request);
    if (named == null) {
      return pollable(request) ? poll(site, requests, List.of(index), call) : testFree(requests, index);
    }
    Status status = ReceiveTests.test(request, named, site, call);
    if (status != null) {
      status.index = index;
      RequestCalls.completed(request, status);
    }
    return status;
  }

  /**
   * Whether a Test of {@code request} alone is a poll: a receive or send the application issued and has not completed,
   * not marked by Cancel. MPJ answers for the others: a request the application completed already, one whose
   * operation dampi does not follow, one it cannot cancel.
   */
  static boolean pollable(Request request) {
    return !Cancellations.isMarked(request)
        && (Receives.pendingReceive(request) != null || SendRequests.pending(request));
  }

  /** MPJ's own Waitany: it returns the first completed request it finds. */
  static Status waitFree(Request[] requests, String call) throws MPIException {
    Status status = RequestCalls.blocking(Requests.waiting(call, requests, true), () -> Request.Waitany(requests));
    RequestCalls.completedAt(requests, status);
    return status;
  }

  /** MPJ's own Testany over one active request, {@code index}, that is no choice (see {@link #testOne}). */
  private static Status testFree(Request[] requests, int index) throws MPIException {
    Status status = RequestCalls.polling(
        () -> RequestCalls.failingOnItsMessage(requests[index], () -> Request.Testany(requests)));
    RequestCalls.completedAt(requests, status);
    return status;
  }

  /**
   * MPJ's own Testany, asking {@code question}: a completion opens an epoch that no decision forced, after {@code
   * ended} (the loop it ends, if any, is over); an empty answer is pending (see {@link EpochTracker#pollFoundNothing}).
   */
  private static Status testFree(Request[] requests, List<Integer> active, Site site, PollQuestion question,
      ActiveRequests pending, Runnable ended) throws MPIException {
    // One request alone is known to be the one that failed on its message, if one did
    RequestCalls.Completion<Status> test = active.size() == 1
        ? () -> RequestCalls.failingOnItsMessage(requests[active.get(0)], () -> Request.Testany(requests))
        : () -> Request.Testany(requests);
    Status status = RequestCalls.polling(() -> endingOnError(test, ended));
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    if (status == null || status.index < 0) {
      tracker.pollFoundNothing(site, question, false);
      return null;
    }
    // The loop it ends, if any, ends first: recording a receive takes the rank's pending empty polls as epochs, and
    // the loop's empty polls were no choice; the next epoch's number leaves them out too.
    ended.run();
    RequestCalls.completedAt(requests, status);
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    if (decision != null) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded at "
          + decision.site() + " completing " + decision.choice().describe() + " but this run completed request "
          + status.index + " at " + site);
    }
    complete(tracker.openCompletionPollEpoch(question, site, false), status, pending);
    return status;
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

  /** A forced epoch waits for request {@code index} alone; the tracker knows what it passes over meanwhile. */
  private static Status waitFor(Request[] requests, int index, ActiveRequests pending, String call)
      throws MPIException {
    EpochTracker tracker = RankBinding.recorder().tracker();
    pending.waiting(tracker, index, other -> true, false);
    Request request = requests[index];
    Status status = RequestCalls.blocking(Requests.waiting(call, new Request[] {request}, false), request::Wait);
    tracker.completionDone();
    status.index = index;
    RequestCalls.completed(request, status);
    return status;
  }

  private static OpenEpoch openEpoch(Site site, boolean forced) {
    return RankBinding.recorder().tracker().openEpoch(Epoch.Kind.COMPLETION, NO_CONTEXT, EpochTracker.ANY, site,
        forced);
  }

  private static void complete(OpenEpoch epoch, Status status, ActiveRequests pending) {
    pending.completed(RankBinding.recorder().tracker(), epoch, status.index, List.of(status.index));
  }

  private static boolean applicable(RankRecorder recorder, Decision decision, Site site, List<Integer> active) {
    if (!Receives.recordedHere(recorder, decision, site)) {
      return false;
    }
    if (decision.requestIndex().isEmpty()) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded taking source "
          + decision.choice().describe() + " but this run reached a completion at " + site + " there");
      return false;
    }
    if (!active.contains(decision.requestIndex().getAsInt())) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " cannot complete request "
          + decision.requestIndex().getAsInt() + " at " + site + ": the active requests are " + active);
      return false;
    }
    return true;
  }

  /**
   * What a completion over no active request returns, at once (MPI-3.1 §3.7.3, §3.7.5): the empty status, with index
   * MPI.UNDEFINED for Waitany and Testany. MPJ 0.44's own Waitany, Waitsome and Testsome loop for ever there.
   */
  static Status inactive() {
    Status status = new Status();
    status.index = MPI.UNDEFINED;
    status.source = MPI.ANY_SOURCE;
    status.tag = MPI.ANY_TAG;
    return status;
  }

  /** The indices of the active requests: present, not completed, and a persistent one started. */
  static List<Integer> active(Request[] requests) throws MPIException {
    List<Integer> active = new ArrayList<>(requests.length);
    for (int i = 0; i < requests.length; i++) {
      if (requests[i] != null && !requests[i].Is_null() && !Requests.inactivePersistent(requests[i])) {
        active.add(i);
      }
    }
    return active;
  }
}
