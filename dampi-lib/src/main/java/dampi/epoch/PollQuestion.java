package dampi.epoch;

import java.io.Serializable;

/**
 * What a single poll asks: an {@code Iprobe} for messages on {@code context} from {@code namedSource} ({@link
 * EpochTracker#ANY} for a wildcard) with {@code tag}; a {@code Test} of a receive, whether that receive (by its issue
 * order, {@code testedReceive}) has its message; a {@code Testany} or {@code Testsome} over several requests, whether
 * one of {@code requests} is complete. Polls that ask the same are one loop's.
 *
 * @param requests the requests a Testany or Testsome asked about; null for the other polls
 */
public record PollQuestion(int context, int namedSource, int tag, long testedReceive, TestedRequests requests)
    implements Serializable {
  private static final long NO_RECEIVE = -1;
  /** A completion call belongs to no communicator: no message's source can be its alternative. */
  static final int NO_CONTEXT = Integer.MIN_VALUE;

  /** An Iprobe's question. */
  public static PollQuestion probe(int context, int namedSource, int tag) {
    return new PollQuestion(context, namedSource, tag, NO_RECEIVE, null);
  }

  /** A Test's question: has {@code receive}, which names its source, a message? */
  public static PollQuestion test(Receive receive) {
    return new PollQuestion(receive.context, receive.source, receive.tag, receive.order, null);
  }

  /** A single Testany's or Testsome's question: is one of {@code requests} complete? */
  public static PollQuestion completion(TestedRequests requests) {
    return new PollQuestion(NO_CONTEXT, EpochTracker.ANY, EpochTracker.ANY, NO_RECEIVE, requests);
  }

  /** Whether the poll is a Testany or Testsome: its epoch chooses among requests. */
  public boolean testsRequests() {
    return requests != null;
  }

  /** Whether the poll tests one receive: only that receive's message can answer it. */
  public boolean testsAReceive() {
    return testedReceive != NO_RECEIVE;
  }
}
