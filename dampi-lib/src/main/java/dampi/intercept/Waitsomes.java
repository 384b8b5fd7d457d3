package dampi.intercept;

import dampi.epoch.Choice;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * {@code Waitsome} over two or more active requests. MPI returns every request complete when the call returns, at
 * least one: which ones is the choice, an epoch of kind {@link Epoch.Kind#SOME} whose choice is a set of request
 * positions. A free call returns the one request MPJ's Waitany finds; a request it passed over whose message did not
 * know of the call could have been returned instead of it, or with it (see {@code CompletionEpochs}). A forced call
 * waits for exactly its set. Over positions beyond what a set can name, the call is explored as a Waitany.
 */
final class Waitsomes {
  private static final String CALL = "Request.Waitsome";

  private Waitsomes() {}

  static Status[] waitsome(Request[] requests) throws MPIException {
    List<Integer> active = Completions.active(requests);
    if (active.isEmpty()) {
      return new Status[0]; // outcount MPI.UNDEFINED (MPI-3.1 §3.7.5): no request to return, at once
    }
    if (!explorable(active)) {
      return new Status[] {Completions.waitany(requests, CALL)};
    }
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    Site site = CallSite.current();
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    SortedSet<Integer> forced = decision == null ? null : forcedSet(recorder, decision, site, active);
    ActiveRequests pending = ActiveRequests.of(requests, active);
    OpenEpoch epoch = tracker.openEpoch(Epoch.Kind.SOME, Completions.NO_CONTEXT, EpochTracker.ANY, site,
        forced != null);
    List<Status> returned = forced != null ? waitForAll(requests, forced, pending, CALL)
        : List.of(Completions.waitFree(requests, CALL));
    completed(tracker, epoch, returned, pending);
    return returned.toArray(Status[]::new);
  }

  /** The SOME epoch returned the requests of {@code returned}; the other active requests are ones it passed over. */
  static void completed(EpochTracker tracker, OpenEpoch epoch, List<Status> returned, ActiveRequests pending) {
    int mask = 0;
    List<Integer> indices = new ArrayList<>();
    for (Status status : returned) {
      mask |= 1 << status.index;
      indices.add(status.index);
    }
    pending.completed(tracker, epoch, mask, indices);
  }

  /** Whether the sets of these active positions are explored: two or more, each one a set can name. */
  static boolean explorable(List<Integer> active) {
    return active.size() >= 2 && active.get(active.size() - 1) <= Choice.RequestSet.MAX_INDEX;
  }

  /**
   * A forced call waits for each request of its set in turn; meanwhile the tracker knows the requests it neither
   * waits for nor completed, and whether it completed one already (it is then held back only by this run's forcing).
   */
  static List<Status> waitForAll(Request[] requests, SortedSet<Integer> set, ActiveRequests pending, String call)
      throws MPIException {
    EpochTracker tracker = RankBinding.recorder().tracker();
    List<Status> statuses = new ArrayList<>();
    for (int index : set) {
      pending.waiting(tracker, index, other -> !set.contains(other) || other > index, !statuses.isEmpty());
      Request request = requests[index];
      Status status = RequestCalls.blocking(Requests.waiting(call, new Request[] {request}, false), request::Wait);
      status.index = index;
      RequestCalls.completed(request, status);
      statuses.add(status);
    }
    tracker.completionDone();
    return statuses;
  }

  /** The set a decision forces, or null (with the divergence recorded) when it does not apply here. */
  static SortedSet<Integer> forcedSet(RankRecorder recorder, Decision decision, Site site,
      List<Integer> active) {
    if (!Receives.recordedHere(recorder, decision, site)) {
      return null;
    }
    SortedSet<Integer> set = decision.requests().orElse(null);
    if (set == null || !active.containsAll(set)) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " cannot return "
          + decision.choice().describe() + " at " + site + ": the active requests are " + active);
      return null;
    }
    return set;
  }
}
