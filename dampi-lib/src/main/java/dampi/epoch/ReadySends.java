package dampi.epoch;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A rank's ready-mode sends, by the message they sent: which message of its channel each was, so that the receive that
 * takes it can tell (non-overtaking makes the n-th message a receiver takes on a channel the n-th sent on it). The
 * ready rule concerns the receive that matches (MPI-3.1 §3.4), and only the receiver knows which one that is.
 */
final class ReadySends implements Serializable {
  private static final long serialVersionUID = 1L;

  /** A message to world rank {@code receiver}: the {@code ordinal}-th sent on its channel to that rank. */
  private record Key(int context, int source, int receiver, int tag, int ordinal) implements Serializable {}

  private final Map<Key, ReadySend> sends = new HashMap<>();

  /** The last of {@code sent} was sent in ready mode by {@code call}, which started at {@code startNanos}. */
  void sentLast(List<SentMessage> sent, String call, long startNanos) {
    SentMessage last = sent.get(sent.size() - 1);
    int ordinal = 0;
    for (int i = 0; i < sent.size() - 1; i++) {
      SentMessage earlier = sent.get(i);
      if (earlier.context() == last.context() && earlier.source() == last.source()
          && earlier.receiver() == last.receiver() && earlier.tag() == last.tag()) {
        ordinal++;
      }
    }
    sends.put(new Key(last.context(), last.source(), last.receiver(), last.tag(), ordinal),
        new ReadySend(call, last.site(), last.clock(), startNanos));
  }

  /** The ready send of the {@code ordinal}-th message on its channel to world rank {@code receiver}, or null. */
  ReadySend of(int context, int source, int receiver, int tag, int ordinal) {
    return sends.isEmpty() ? null : sends.get(new Key(context, source, receiver, tag, ordinal));
  }
}
