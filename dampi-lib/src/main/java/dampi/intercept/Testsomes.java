package dampi.intercept;

import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.site.Site;
import java.util.List;
import java.util.SortedSet;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * {@code Testsome} over two or more active requests. MPI returns every request complete at the time, possibly none;
 * which ones it returns is the choice, an epoch of kind {@link Epoch.Kind#SOME} as for {@code Waitsome} (see
 * {@link Waitsomes}).
 *
 * <p>A Testsome is a poll (see {@link CompletionPoll}): returning nothing is one of its choices, and a loop that
 * repeats it at once makes one choice, the set it ends with. A forced one waits for its set.
 */
final class Testsomes {
  private static final String CALL = "Request.Testsome";
  private static final CompletionPoll<List<Status>> TESTSOME = new TestsomePoll();

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
    return TESTSOME.poll(site, requests, active, CALL).toArray(Status[]::new);
  }

  /** A Testsome as a poll (see {@link CompletionPoll}): it answers a set of requests, possibly empty. */
  private static final class TestsomePoll extends SetPoll {
    TestsomePoll() {
      super(false);
    }

    /** MPJ's own Testany: one request or none. */
    @Override
    List<Status> testFreely(Test test) throws MPIException {
      Status status = Request.Testany(test.requests());
      return status == null || status.index < 0 ? List.of() : List.of(status);
    }

    @Override
    SortedSet<Integer> forced(Decision decision, List<Integer> active) {
      return decision.requests().filter(active::containsAll).orElse(null);
    }
  }
}
