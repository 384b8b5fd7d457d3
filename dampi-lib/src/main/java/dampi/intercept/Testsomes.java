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
import java.util.TreeSet;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * {@code Testsome} over two or more active requests. MPI returns every request complete at the time, possibly none;
 * which ones it returns is the choice, an epoch of kind {@link Epoch.Kind#SOME} as for {@code Waitsome} (see
 * {@link Waitsomes}).
 *
 * <p>A single Testsome is a poll, as a single {@code Iprobe} is (see {@link Probes}): returning nothing is one of its
 * choices, and a loop that repeats it at once makes one choice, the set it ends with. A free call returns the one
 * request MPJ's Testany finds, or none; a forced one waits for its set. Like the other polling calls, an epoch recorded
 * at one of a rank's Testsome sites is followed at whichever it reaches.
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
    EpochTracker tracker = RankBinding.recorder().tracker();
    boolean polling = TESTSOMES.reached(site);
    if (polling && TESTSOMES.followsWork()) {
      tracker.pollRepeatedAfterWork(site); // its empty answer before was taken: this test is a choice of its own
    }
    ActiveRequests pending = ActiveRequests.of(requests, active);
    PollQuestion question = pending.question(Epoch.Kind.SOME);
    List<Status> returned = switch (tracker.repeatsPendingPoll(site, question)) {
      case NOTHING -> { // the loop's answers are one choice, and a decision made it nothing
        ForcedNothingLoops.answerNothing(question, () -> Requests.waiting(CALL, requests, true));
        yield List.of();
      }
      case FREE -> free(requests, site, question, pending, () -> tracker.repeatedPollFound(question));
      default -> single(requests, active, site, question, pending, polling);
    };
    if (returned.isEmpty()) {
      TESTSOMES.foundNothing(site, question);
    }
    return returned.toArray(Status[]::new);
  }

  /**
   * A Testsome that repeats no empty one: an epoch of its own, whether it returns requests (returning none is an
   * alternative) or not (it becomes an epoch once the rank moves on). One forced to a set waits for each of it, as a
   * forced single {@code Iprobe} waits for its message (see {@link Probes}).
   */
  private static List<Status> single(Request[] requests, List<Integer> active, Site site, PollQuestion question,
      ActiveRequests pending, boolean polling) throws MPIException {
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    if (decision == null) {
      return free(requests, site, question, pending, () -> {});
    }
    if (!TESTSOMES.includes(decision.site())) {
      // The run being followed opened its next epoch in another call, so here nothing completed (see Probes).
      return polling ? free(requests, site, question, pending, () -> {}) : List.of();
    }
    if (decision.findsNothing()) {
      tracker.pollFoundNothing(site, question, true);
      return List.of();
    }
    SortedSet<Integer> set = forcedSet(decision, active);
    if (set == null) {
      return free(requests, site, question, pending, () -> {}); // the epoch it opens, if any, shows the divergence
    }
    OpenEpoch epoch = tracker.openCompletionPollEpoch(question, site, true);
    tracker.completionPollWaits(epoch);
    List<Status> returned = Waitsomes.waitForAll(requests, set, pending, CALL);
    tracker.probeFound();
    Waitsomes.completed(tracker, epoch, returned, pending);
    return returned;
  }

  /**
   * MPJ's own Testany, asking {@code question}: one request or none. One opens an epoch that no decision forced, after
   * {@code ended} (the loop it ends, if any, is over); none is pending (see {@link EpochTracker#pollFoundNothing}).
   */
  private static List<Status> free(Request[] requests, Site site, PollQuestion question, ActiveRequests pending,
      Runnable ended) throws MPIException {
    Status status = RequestCalls.polling(() -> Completions.endingOnError(() -> Request.Testany(requests), ended));
    RankRecorder recorder = RankBinding.recorder();
    EpochTracker tracker = recorder.tracker();
    if (status == null || status.index < 0) {
      tracker.pollFoundNothing(site, question, false);
      return List.of();
    }
    ended.run(); // first: see Completions.testFree
    RequestCalls.completedAt(requests, status);
    Decision decision = recorder.plan().decisions().get(tracker.nextEpochIndex());
    if (decision != null) {
      recorder.diverged("epoch " + decision.epoch() + " of rank " + recorder.rank() + " was recorded at "
          + decision.site() + " completing " + decision.choice().describe() + " but this run completed request "
          + status.index + " at " + site);
    }
    List<Status> returned = List.of(status);
    Waitsomes.completed(tracker, tracker.openCompletionPollEpoch(question, site, false), returned, pending);
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
}
