package dampi.intercept;

import dampi.epoch.EpochTracker;
import dampi.epoch.OpenEpoch;
import dampi.epoch.Receive;
import dampi.epoch.SendRequest;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import mpi.Request;

/**
 * The receives and sends among the active requests of a completion call (Waitany, Testany, Waitsome, Testsome), by
 * index, and those with the null process, complete from the start: the requests it could return instead of the ones
 * it did.
 */
record ActiveRequests(Map<Integer, Receive> receives, Map<Integer, SendRequest> sends, List<Integer> withNullProcess) {
  static ActiveRequests of(Request[] requests, List<Integer> active) {
    Map<Integer, Receive> receives = new LinkedHashMap<>();
    List<Integer> withNullProcess = new ArrayList<>();
    for (int index : active) {
      Receive receive = Receives.pendingReceive(requests[index]);
      if (receive != null) {
        receives.put(index, receive);
      } else if (NullProcess.made(requests[index])) {
        withNullProcess.add(index);
      }
    }
    return new ActiveRequests(receives, SendRequests.active(requests, active), withNullProcess);
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
   * other} accepts: the tracker knows them, to tell a run stuck here whose program would have returned.
   */
  void waiting(EpochTracker tracker, int waited, IntPredicate other, boolean returnedSome) {
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
    tracker.completionWaits(otherReceives, otherSends, returnedSome);
  }
}
