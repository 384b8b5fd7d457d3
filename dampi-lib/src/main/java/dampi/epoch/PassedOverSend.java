package dampi.epoch;

import java.io.Serializable;
import java.util.List;

/**
 * A send request that completion epochs passed over, frozen: once its receive has matched it, it is complete, and
 * each of those epochs could have returned it.
 *
 * @param sentIndex its message's position in the rank's {@code MessageLog.sent()}
 * @param watchers the completion epochs that passed over it, with its index in each one's request array
 */
public record PassedOverSend(int sentIndex, List<OpenReceive.Watcher> watchers) implements Serializable {
  public PassedOverSend {
    watchers = List.copyOf(watchers);
  }
}
