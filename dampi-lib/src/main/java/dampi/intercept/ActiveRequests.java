package dampi.intercept;

import dampi.epoch.Epoch;
import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.epoch.PollQuestion;
import dampi.epoch.Receive;
import dampi.epoch.SendRequest;
import dampi.epoch.TestedRequests;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import mpi.Request;

/**
 * The receives and sends among the active requests of a completion call (Waitany, Testany, Waitsome, Testsome), by
 * index, and those with the null process: the requests it could return instead of the ones it did. Those with the null
 * process are complete from the start, and so are the sends dampi completes locally (a buffered send's, a standard
 * send's under eager buffering): {@code completeFromTheStart}.
 */
record ActiveRequests(Map<Integer, Receive> receives, Map<Integer, SendRequest> sends, List<Integer> withNullProcess,
    List<Integer> completeFromTheStart) {
  static ActiveRequests of(Request[] requests, List<Integer> active) {
    Map<Integer, Receive> receives = new LinkedHashMap<>();
    List<Integer> withNullProcess = new ArrayList<>();
    List<Integer> completeFromTheStart = new ArrayList<>();
    for (int index : active) {
      Receive receive = Receives.pendingReceive(requests[index]);
      if (receive != null) {
        receives.put(index, receive);
      } else if (NullProcess.made(requests[index])) {
        withNullProcess.add(index);
      }
      if (requests[index].req instanceof LocallyCompleteRequest) {
        completeFromTheStart.add(index);
      }
    }
    return new ActiveRequests(receives, SendRequests.active(requests, active), withNullProcess, completeFromTheStart);
  }

  /**
   * What a single Testany ({@code kind} COMPLETION), Testsome (SOME) or Testall (SOME, {@code all}) over these
   * requests asks.
   */
  PollQuestion question(Epoch.Kind kind, boolean all) {
    return PollQuestion.completion(new TestedRequests(kind, receives, sends, withNullProcess, all));
  }

  /** The call's epoch returned the requests {@code returned} holds; the others it passed over. */
  void completed(EpochTracker tracker, OpenEpoch epoch, int indexOrMask, Collection<Integer> returned) {
    Map<Integer, Receive> receivesPassedOver = new LinkedHashMap<>(receives);
    Map<Integer, SendRequest> sendsPassedOver = new LinkedHashMap<>(sends);
    receivesPassedOver.keySet().removeAll(returned);
    sendsPassedOver.keySet().removeAll(returned);
    List<Integer> alwaysCompletePassedOver = new ArrayList<>(withNullProcess);
    alwaysCompletePassedOver.removeAll(returned);
    tracker.completeAny(epoch, indexOrMask, receivesPassedOver, sendsPassedOver, alwaysCompletePassedOver);
  }

  /**
   * A forced call waits for its request {@code waited}; it is not waiting for, nor has it completed, those {@code
   * other} accepts: the tracker knows them, to tell a run stuck here whose program would have returned. One of them
   * complete from the start is such a return at once (MPI-3.1 §3.7.5: Waitany returns once any request is complete).
   */
  void waiting(EpochTracker tracker, int waited, IntPredicate other, boolean returnedSome) {
    boolean anotherComplete = completeFromTheStart.stream().anyMatch(index -> index != waited && other.test(index));
    List<Receive> otherReceives = new ArrayList<>();
    receives.forEach((index, receive) -> {
      if (index != waited && other.test(index)) {
        otherReceives.add(receive);
      }
    });
    List<SendRequest> otherSends = new ArrayList<>();
    sends.forEach((index, send) -> {
      if (index != waited && other.test(index)) {
        otherSends.add(send);
      }
    });
    tracker.completionWaits(otherReceives, otherSends, returnedSome || anotherComplete);
  }
}
