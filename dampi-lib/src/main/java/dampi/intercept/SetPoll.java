package dampi.intercept;

import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import java.util.List;
import java.util.SortedSet;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * A test that answers a set of requests, possibly empty, as an epoch of kind {@link Epoch.Kind#SOME} (see {@link
 * CompletionPoll}): {@code Testsome}, and {@code Testall}, whose one set is all of them. A forced one waits for each
 * request of its set, as a forced {@code Waitsome} does.
 */
abstract class SetPoll extends CompletionPoll<List<Status>> {
  SetPoll(boolean all) {
    super(Epoch.Kind.SOME, all);
  }

  @Override
  final List<Status> nothing() {
    return List.of();
  }

  @Override
  final boolean isNothing(List<Status> answer) {
    return answer.isEmpty();
  }

  @Override
  final void completedFreely(Request[] requests, List<Status> answer) {
    answer.forEach(status -> RequestCalls.completedAt(requests, status));
  }

  @Override
  final String describe(List<Status> answer) {
    return "requests " + answer.stream().map(status -> status.index).toList();
  }

  @Override
  final List<Status> waitFor(Test test, SortedSet<Integer> forced) throws MPIException {
    return Waitsomes.waitForAll(test.requests(), forced, test.pending(), test.call());
  }

  @Override
  final void record(EpochTracker tracker, OpenEpoch epoch, List<Status> answer, ActiveRequests pending) {
    Waitsomes.completed(tracker, epoch, answer, pending);
  }
}
