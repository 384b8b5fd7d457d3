package dampi.epoch;

import java.io.Serializable;
import java.util.List;

/**
 * A send request that completion epochs passed over, frozen: once its receive has matched it, it is complete, and
 * each of those epochs could have returned it.
 *
 * @param sentIndex its message's position in the rank's {@code MessageLog.sent()}
 * @param watchers the completion epochs that passed over it, with its index in each one's request array
 * @param completed whether the application completed it later in the run: it was complete then, matched (or, on a
 *     device that buffers it, sent), though its receive may not have returned (a Sendrecv whose send half waits)
 */
public record PassedOverSend(int sentIndex, List<OpenReceive.Watcher> watchers, boolean completed)
    implements Serializable {
  public PassedOverSend {
    watchers = List.copyOf(watchers);
  }
}
