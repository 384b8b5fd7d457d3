package dampi.intercept;

import dampi.epoch.SendRequest;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mpi.Request;

/**
 * The application's nonblocking sends still to be completed, as requests a completion call (Waitany, Waitsome, ...)
 * may return instead of the one it did (see {@code CompletionEpochs}): MPI lets any complete request be returned
 * (MPI-3.1 §3.7.5), a send as soon as its receive has matched it.
 */
final class SendRequests {
  private static final Map<Request, SendRequest> ISSUED = new IdentityHashMap<>();
  /** In a run recorded for replay, each request's index among the rank's recorded sends. */
  private static final Map<Request, Integer> RECORDED = new IdentityHashMap<>();

  private SendRequests() {}

  /** A nonblocking send just recorded its message and returned {@code request}. */
  static void issued(Request request) {
    if (request == null) {
      return;
    }
    SendRequest send = RankBinding.recorder().tracker().issueSendRequest();
    Integer recorded = Receives.LAST_RECORDED_SEND.get();
    synchronized (SendRequests.class) {
      ISSUED.put(request, send);
      if (recorded != null && RankBinding.recorder().replay() != null) {
        RECORDED.put(request, recorded);
        RankBinding.recorder().replay().sendPending(recorded);
      }
    }
  }

  /** The sends among the active requests, by index. */
  static synchronized Map<Integer, SendRequest> active(Request[] requests, List<Integer> active) {
    Map<Integer, SendRequest> sends = new LinkedHashMap<>();
    for (int index : active) {
      SendRequest send = ISSUED.get(requests[index]);
      if (send != null) {
        sends.put(index, send);
      }
    }
    return sends;
  }

  /** Whether {@code request} is a send the application issued and has not completed. */
  static synchronized boolean pending(Request request) {
    return ISSUED.containsKey(request);
  }

  /** The application completed {@code request} (Wait, Test, their array forms). */
  static void completed(Request request) {
    SendRequest send;
    Integer recorded;
    synchronized (SendRequests.class) {
      send = ISSUED.remove(request);
      recorded = RECORDED.remove(request);
    }
    if (recorded != null) {
      RankBinding.recorder().replay().sendCompleted(recorded);
    }
    if (send != null) {
      RankBinding.recorder().tracker().sendRequestCompleted(send);
    }
  }
}
