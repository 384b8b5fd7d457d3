package dampi.intercept;

import dampi.replay.RecordedAnswer;
import dampi.replay.ReplayPlan;
import dampi.replay.ReplayRecorder;
import java.util.ArrayList;
import java.util.List;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * The answers of calls that timing decides: probes (which message they see, if any) and completion calls that may
 * return before every request completes (Test, Testany, Testall, Testsome, Waitany, Waitsome: which requests they
 * return). A run recorded for replay writes each answer down ({@link RecordedAnswer}); a subset replay gives the
 * program the same answers in the same order, so that a rank takes the path it took whatever the replay's timing,
 * which differs (messages from the log are there at once, a helper's come when it gets there).
 *
 * <p>A replayed probe answers from the record alone: the message it saw is taken by a later receive, which the replay
 * steers as every receive. A replayed completion call that returned requests waits for each of them (each completes:
 * it did in the recorded run); one that returned none returns none, leaving its requests active as they were.
 */
final class ReplayedAnswers {
  private static final int[] NONE = {};
  private static int answerIndex;
  private static int timesGiven;

  private ReplayedAnswers() {}

  /** Whether calls answer from the record: a subset replay runs. */
  static boolean replaying() {
    return SubsetReplay.active();
  }

  // ---- recording -------------------------------------------------------------------------------------------------

  /** A probe of {@code comm} answered {@code status} (null: no message); noted when the run is recorded. */
  static Status probed(String call, Comm comm, Status status) {
    ReplayRecorder recorder = RankBinding.recorder().replay();
    if (recorder != null) {
      recorder.answered(call, status == null ? NONE : RecordedAnswer.probed(Members.world(comm, status.source),
          status.tag, status.count, status.countInBytes, status.numEls,
          status.type == null ? -1 : status.type.getCode()));
    }
    return status;
  }

  /** A completion call returned {@code status}: the request its index names, or none (null). */
  static Status completedOne(String call, Status status) {
    ReplayRecorder recorder = RankBinding.recorder().replay();
    if (recorder != null) {
      recorder.answered(call, status == null ? NONE : new int[] {status.index});
    }
    return status;
  }

  /** A Test or Testall returned {@code result}: complete (non-null) or not. */
  static <T> T tested(String call, T result) {
    ReplayRecorder recorder = RankBinding.recorder().replay();
    if (recorder != null) {
      recorder.answered(call, result == null ? NONE : new int[] {0});
    }
    return result;
  }

  /** A Waitsome or Testsome returned {@code statuses}, one per request it returned. */
  static Status[] completedSome(String call, Status[] statuses) {
    ReplayRecorder recorder = RankBinding.recorder().replay();
    if (recorder != null) {
      int[] indices = new int[statuses == null ? 0 : statuses.length];
      for (int i = 0; i < indices.length; i++) {
        indices[i] = statuses[i].index;
      }
      recorder.answered(call, indices);
    }
    return statuses;
  }

  // ---- replaying -------------------------------------------------------------------------------------------------

  /** A probe of {@code comm} for {@code source} and {@code tag}, answered as in the recorded run. */
  static Status probe(String call, Comm comm, int source, int tag) throws MPIException {
    int[] answer = next(call, () -> Pending.pointToPoint(call, comm, source, tag));
    if (answer.length == 0) {
      return null;
    }
    int sender = SubsetReplay.commRank(comm, answer[RecordedAnswer.SOURCE]);
    int sawTag = answer[RecordedAnswer.TAG];
    if (sender < 0 || source != MPI.ANY_SOURCE && source != sender || tag != MPI.ANY_TAG && tag != sawTag) {
      throw SubsetReplay.diverged(SubsetReplay.plan(), "its " + call + " at " + CallSite.current()
          + " asks for source " + SubsetReplay.describe(source) + ", tag " + SubsetReplay.describe(tag)
          + "; in the recorded run it saw the message of rank " + answer[RecordedAnswer.SOURCE] + " with tag " + sawTag);
    }
    Status status = new Status();
    status.source = sender;
    status.tag = sawTag;
    status.count = answer[RecordedAnswer.COUNT];
    status.countInBytes = answer[RecordedAnswer.COUNT_IN_BYTES];
    status.numEls = answer[RecordedAnswer.ELEMENTS];
    status.type = answer[RecordedAnswer.TYPE_CODE] < 0 ? null : mpjbuf.Type.getType(answer[RecordedAnswer.TYPE_CODE]);
    return status;
  }

  /** A Test of {@code request}: complete when it was in the recorded run, waited for then; else not, at once. */
  static Status test(Request request) throws MPIException {
    return next("Request.Test", () -> Requests.waiting("Request.Test", new Request[] {request}, false)).length == 0
        ? null : RequestCalls.Wait(request);
  }

  /** A Testall: every request complete when they were in the recorded run, else none. */
  static Status[] testall(Request[] requests) throws MPIException {
    return next("Request.Testall", () -> Requests.waiting("Request.Testall", requests, false)).length == 0 ? null
        : RequestCalls.Waitall(requests);
  }

  /** A Waitany or Testany: the request the recorded run returned, or none, or the empty status. */
  static Status any(String call, Request[] requests) throws MPIException {
    int[] answer = next(call, () -> Requests.waiting(call, requests, true));
    if (answer.length == 0) {
      return null;
    }
    return answer[0] == MPI.UNDEFINED ? Completions.inactive() : waitFor(call, requests, answer[0]);
  }

  /** A Waitsome or Testsome: the requests the recorded run returned, in its order. */
  static Status[] some(String call, Request[] requests) throws MPIException {
    int[] answer = next(call, () -> Requests.waiting(call, requests, true));
    List<Status> statuses = new ArrayList<>(answer.length);
    for (int index : answer) {
      statuses.add(waitFor(call, requests, index));
    }
    return statuses.toArray(Status[]::new);
  }

  private static Status waitFor(String call, Request[] requests, int index) throws MPIException {
    if (index < 0 || index >= requests.length || requests[index] == null) {
      throw SubsetReplay.diverged(SubsetReplay.plan(), "its " + call + " at " + CallSite.current() + " has "
          + requests.length + " requests; in the recorded run it returned request " + index);
    }
    Status status = RequestCalls.Wait(requests[index]);
    status.index = index;
    return status;
  }

  /** The recorded answer of the collective {@code call} on {@code comm}, the next in the record. */
  static int[] next(String call, Comm comm) throws MPIException {
    return next(call, () -> Pending.collective(call, comm));
  }

  /**
   * The recorded answer of this call, the next in the record. Past the record, a replayed rank that ended blocked in
   * this call blocks there for ever, as {@code pending} shows it; otherwise the replay went past what was recorded.
   */
  private static int[] next(String call, PendingCallSupplier pending) throws MPIException {
    ReplayPlan plan = SubsetReplay.plan();
    RecordedAnswer recorded;
    synchronized (ReplayedAnswers.class) {
      recorded = answerIndex < plan.answers().size() ? plan.answers().get(answerIndex) : null;
      if (recorded != null && recorded.call().equals(call) && ++timesGiven == recorded.times()) {
        answerIndex++;
        timesGiven = 0;
      }
    }
    if (recorded == null) {
      if (call.equals(plan.blockedCall())) {
        SubsetReplay.blockForever(pending.get());
      }
      throw SubsetReplay.pastTheRecord(plan, "its " + call + " at " + CallSite.current()
          + " was not in the recorded run");
    }
    if (!recorded.call().equals(call)) {
      throw SubsetReplay.diverged(plan, "it reached " + call + " at " + CallSite.current() + " where the recorded run"
          + " called " + recorded.call());
    }
    return recorded.answer();
  }

  @FunctionalInterface
  private interface PendingCallSupplier {
    dampi.rank.PendingCall get() throws MPIException;
  }
}
