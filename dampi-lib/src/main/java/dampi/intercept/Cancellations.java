package dampi.intercept;

import dampi.rank.RankRecord;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import mpi.MPIException;
import mpi.Request;

/**
 * Requests the application marked for cancellation (MPI-3.1 §3.8.4). Such a request must still be completed by a
 * Wait or Test, and a Wait on it is guaranteed to return: either the cancellation succeeded or the operation did. MPJ
 * 0.44's {@code Cancel} prints "Not implemented in this release" and does nothing, so its Wait returns only when a
 * message matches the request; dampi cannot take a posted receive back out of MPJ's device. A completion call that
 * would wait for a cancelled request not yet complete is therefore noted as a call dampi does not model
 * ({@link RankRecord#CANCEL_NOT_CARRIED_OUT}): coverage is incomplete, and a rank blocked there is no deadlock (see
 * the deadlock checker), since under MPI its Wait would have returned. One rank's requests: the class is loaded per
 * rank.
 */
final class Cancellations {
  private static final Set<Request> MARKED = Collections.synchronizedSet(
      Collections.newSetFromMap(new IdentityHashMap<>()));

  private Cancellations() {}

  static void marked(Request request) {
    if (request != null) {
      MARKED.add(request);
    }
  }

  /** Whether the application marked {@code request} for cancellation and has not completed it since. */
  static boolean isMarked(Request request) {
    return MARKED.contains(request);
  }

  static void completed(Request request) {
    MARKED.remove(request);
  }

  /** Before a completion call waits for {@code requests}: a cancelled one not yet complete is beyond dampi's model. */
  static void beforeWaiting(Request[] requests) {
    if (MARKED.isEmpty()) {
      return;
    }
    for (Request request : requests) {
      if (request != null && MARKED.contains(request) && !complete(request)) {
        RankBinding.recorder().unsupported(RankRecord.CANCEL_NOT_CARRIED_OUT);
        return;
      }
    }
  }

  /** Complete, or a receive whose message has matched it at the device: its Wait returns either way. */
  private static boolean complete(Request request) {
    try {
      return request.Is_null() || Receives.matchedAtDevice(request);
    } catch (MPIException e) {
      return false;
    }
  }
}
