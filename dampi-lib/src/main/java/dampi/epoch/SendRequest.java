package dampi.epoch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A nonblocking send between its issue and its completion, as a request a completion call (Waitany, Waitsome, ...) may
 * return. MPJ completes a send request once its receive has matched it, whatever the buffering (eager buffering covers
 * blocking sends: see {@code Buffering}); whether it was is known from the whole run (see {@link UnreceivedMessages}).
 */
public final class SendRequest implements Serializable {
  private static final long serialVersionUID = 1L;
  final int sentIndex; // its message's position among the messages this rank sent
  // completion epochs that returned other requests while this one was active, with its index there
  final List<Receive.Watcher> watchers = new ArrayList<>(1);
  boolean completed; // the application completed it: it was matched, or buffered (guarded by the tracker)

  SendRequest(int sentIndex) {
    this.sentIndex = sentIndex;
  }
}
