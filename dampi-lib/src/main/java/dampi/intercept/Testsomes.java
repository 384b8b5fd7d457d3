package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * {@code Testsome} over two or more active requests. MPI returns every request complete at the time, possibly none;
 * when it returns some, which ones is the choice, an epoch of kind {@link Epoch.Kind#SOME} as for {@code Waitsome}
 * (see {@link Waitsomes}). One that returns nothing is no choice, as an empty {@code Testany} is none.
 *
 * <p>A free call returns the one request MPJ's Testany finds, or none. A forced call returns its set when it can without
 * waiting for a message: when every request of the set is a receive that has matched at the device, or
 * when the call polls (the application repeats it with nothing in between, so only a message can end its loop: see
 * {@link Probes}). Otherwise it returns nothing, and the application tries again. Like the other polling calls, an
 * epoch recorded at one of a rank's Testsome sites is followed at whichever it reaches.
 */
final class Testsomes {
  private static final String CALL = "Request.Testsome";
  private static final Polls TESTSOMES = new Polls();

  private Testsomes() {}

  static Status[] testsome(Request[] requests) throws MPIException {
    Site site = CallSite.current();
    Status[] returned = testsomeAt(site, requests);
    ApplicationPolls.polled(site, returned.length > 0, () -> Requests.waiting(CALL, requests, true));
    return returned;
  }

  private static Status[] testsomeAt(Site site, Request[] requests) throws MPIException {
    List<Integer> active = Completions.active(requests);
    if (active.isEmpty()) {
      return new Status[0]; // outcount MPI.UNDEFINED (MPI-3.1 §3.7.5)
    }
    if (!Waitsomes.explorable(active)) {
      Status status = Completions.testanyAt(site, requests, CALL);
      return status == null ? new Status[0] : new Status[] {status};
    }
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    boolean polling = TESTSOMES.reached(site);
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    ActiveRequests pending = ActiveRequests.of(requests, active);
    SortedSet<Integer> set = decision == null ? null : forcedSet(decision, active);
    List<Status> returned;
    if (decision == null) {
      returned = free(requests, site, pending, null);
    } else if (!TESTSOMES.includes(decision.site())) {
      // The run being followed opened its next epoch in another call, so here nothing completed (see Probes).
      returned = polling ? free(requests, site, pending, decision) : List.of();
    } else if (set == null) {
      returned = free(requests, site, pending, decision); // the epoch it opens, if any, shows the divergence
    } else if (polling || everyOneMatchedAtTheDevice(requests, set)) {
      OpenEpoch epoch = tracker.openEpoch(Epoch.Kind.SOME, Completions.NO_CONTEXT, EpochTracker.ANY, site, true);
      returned = Waitsomes.waitForAll(requests, set, pending, CALL);
      Waitsomes.completed(tracker, epoch, returned, pending);
    } else {
      returned = List.of();
    }
    if (returned.isEmpty()) {
      TESTSOMES.foundNothing(site);
    }
    return returned.toArray(Status[]::new);
  }

  /** MPJ's own Testany: one request or none; one opens an epoch that {@code decision}, if any, did not force. */
  private static List<Status> free(Request[] requests, Site site, ActiveRequests pending, Decision decision)
      throws MPIException {
    Status status = RequestCalls.polling(() -> Request.Testany(requests));
    RequestCalls.completedAt(requests, status);
    if (status == null || status.index < 0) {
      return List.of();
    }
    RankRecorder recorder = RankBinding.recorder();
    if (decision != null) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded at "
          + decision.site() + " completing " + decision.choice().describe() + " but this run completed request "
          + status.index + " at " + site);
    }
    EpochTracker tracker = recorder.tracker();
    List<Status> returned = List.of(status);
    Waitsomes.completed(tracker,
        tracker.openEpoch(Epoch.Kind.SOME, Completions.NO_CONTEXT, EpochTracker.ANY, site, false), returned, pending);
    return returned;
  }

  /** The set {@code decision} forces, or null when it names none these active requests hold. */
  private static SortedSet<Integer> forcedSet(Decision decision, List<Integer> active) {
    SortedSet<Integer> set = decision.requestSet().orElse(null);
    if (set == null && decision.requestIndex().isPresent()) {
      set = new TreeSet<>(List.of(decision.requestIndex().getAsInt()));
    }
    return set != null && active.containsAll(set) ? set : null;
  }

  private static boolean everyOneMatchedAtTheDevice(Request[] requests, SortedSet<Integer> set) {
    for (int index : set) {
      if (!Receives.matchedAtDevice(requests[index])) {
        return false;
      }
    }
    return true;
  }
}
