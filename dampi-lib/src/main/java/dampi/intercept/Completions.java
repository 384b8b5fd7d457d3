package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.epoch.Receive;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
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
 * {@code Testany} is a poll, whose choices include completing nothing (see {@link CompletionPoll}).
 */
final class Completions {
  private static final CompletionPoll<Status> TESTANY = new TestanyPoll();
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
    return TESTANY.poll(site, requests, active, call);
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
      return pollable(request) ? TESTANY.poll(site, requests, List.of(index), call) : testFree(requests, index);
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

  /** A Testany as a poll (see {@link CompletionPoll}): it answers one request, or null. */
  private static final class TestanyPoll extends CompletionPoll<Status> {
    TestanyPoll() {
      super(Epoch.Kind.COMPLETION, false);
    }

    @Override
    Status nothing() {
      return null;
    }

    @Override
    boolean isNothing(Status answer) {
      return answer == null;
    }

    @Override
    Status testFreely(Test test) throws MPIException {
      Request[] requests = test.requests();
      // One request alone is known to be the one that failed on its message, if one did
      Status status = test.active().size() == 1
          ? RequestCalls.failingOnItsMessage(requests[test.active().get(0)], () -> Request.Testany(requests))
          : Request.Testany(requests);
      return status == null || status.index < 0 ? null : status;
    }

    @Override
    void completedFreely(Request[] requests, Status answer) {
      RequestCalls.completedAt(requests, answer);
    }

    @Override
    String describe(Status answer) {
      return "request " + answer.index;
    }

    @Override
    SortedSet<Integer> forced(Decision decision, List<Integer> active) {
      int index = decision.requestIndex().orElse(-1);
      return active.contains(index) ? new TreeSet<>(List.of(index)) : null;
    }

    @Override
    Status waitFor(Test test, SortedSet<Integer> forced) throws MPIException {
      return Completions.waitFor(test.requests(), forced.first(), test.pending(), test.call());
    }

    @Override
    void record(EpochTracker tracker, OpenEpoch epoch, Status answer, ActiveRequests pending) {
      complete(epoch, answer, pending);
    }
  }
}
