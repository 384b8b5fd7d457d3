package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * {@code Testall} over two or more active requests, each a send or receive the application issued. MPI returns true
 * only when every request is complete, and may return false while they all are (MPI-3.1 §3.7.4, §3.7.5: only a
 * repeated test must see a completion): a single Testall is a poll whose choices are all of its requests, an epoch of
 * kind {@link Epoch.Kind#SOME} whose one set is the whole array, or nothing. Finding nothing reveals "all" only once
 * each of its requests could have been complete in time (see {@code CompletionEpochs#allOrNothing}); a forced one waits
 * for every request. A loop that repeats it at once makes one choice, as any polling loop.
 */
final class Testalls {
  private static final String CALL = "Request.Testall";
  private static final CompletionPoll<List<Status>> TESTALL = new TestallPoll();

  private Testalls() {}

  /**
   * Whether a Testall over {@code active} is explored: two or more requests a set can name, each one a send or
   * receive the application issued and has not completed (see {@link Completions#pollable}). MPJ answers the others.
   */
  static boolean explorable(Request[] requests, List<Integer> active) {
    return Waitsomes.explorable(active) && active.stream().allMatch(index -> Completions.pollable(requests[index]));
  }

  /** The statuses of every request, empty ones for the inactive (MPI-3.1 §3.7.5), or null when it found nothing. */
  static Status[] testall(Site site, Request[] requests, List<Integer> active) throws MPIException {
    List<Status> returned = TESTALL.poll(site, requests, active, CALL);
    if (returned.isEmpty()) {
      return null;
    }
    Status[] statuses = new Status[requests.length];
    Arrays.setAll(statuses, i -> Completions.inactive());
    returned.forEach(status -> statuses[status.index] = status);
    return statuses;
  }

  /** A Testall as a poll (see {@link CompletionPoll}): it answers every active request, or none. */
  private static final class TestallPoll extends SetPoll {
    TestallPoll() {
      super(true);
    }

    /** MPJ's own Testall, which completes every request or none. */
    @Override
    List<Status> testFreely(Test test) throws MPIException {
      Status[] statuses = Request.Testall(test.requests());
      if (statuses == null) {
        return List.of();
      }
      List<Status> returned = new ArrayList<>(test.active().size());
      for (int index : test.active()) {
        statuses[index].index = index;
        returned.add(statuses[index]);
      }
      return returned;
    }

    @Override
    SortedSet<Integer> forced(Decision decision, List<Integer> active) {
      return decision.requestSet().filter(set -> set.equals(new TreeSet<>(active))).orElse(null);
    }
  }
}
