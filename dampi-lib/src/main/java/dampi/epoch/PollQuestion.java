package dampi.epoch;

import java.io.Serializable;

/**
 * What a single poll asks: an {@code Iprobe} for messages on {@code context} from {@code namedSource} ({@link
 * EpochTracker#ANY} for a wildcard) with {@code tag}; a {@code Test} of a receive, whether that receive (by its issue
 * order, {@code testedReceive}) has its message. Polls that ask the same are one loop's.
 */
public record PollQuestion(int context, int namedSource, int tag, long testedReceive) implements Serializable {
  private static final long NO_RECEIVE = -1;

  /** An Iprobe's question. */
  public static PollQuestion probe(int context, int namedSource, int tag) {
    return new PollQuestion(context, namedSource, tag, NO_RECEIVE);
  }

  /** A Test's question: has {@code receive}, which names its source, a message? */
  public static PollQuestion test(Receive receive) {
    return new PollQuestion(receive.context, receive.source, receive.tag, receive.order);
  }

  /** Whether the poll tests one receive: only that receive's message can answer it. */
  public boolean testsAReceive() {
    return testedReceive != NO_RECEIVE;
  }
}
