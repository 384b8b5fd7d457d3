package dampi.timeline;

/**
 * Which message, if any, each event of a merged trace sends or receives: the lookups the causal order, the clock
 * correction and the critical path walk by, built once from the trace's messages.
 */
final class MessageEnds {
  private final MergedTrace.Message[][] sentAt;
  private final MergedTrace.Message[][] receivedAt;

  MessageEnds(MergedTrace trace) {
    int lanes = trace.lanes().size();
    sentAt = new MergedTrace.Message[lanes][];
    receivedAt = new MergedTrace.Message[lanes][];
    for (int rank = 0; rank < lanes; rank++) {
      int size = trace.lane(rank).events().size();
      sentAt[rank] = new MergedTrace.Message[size];
      receivedAt[rank] = new MergedTrace.Message[size];
    }
    for (MergedTrace.Message message : trace.messages()) {
      sentAt[message.sender()][message.sendIndex()] = message;
      receivedAt[message.receiver()][message.receiveIndex()] = message;
    }
  }

  /** The message event {@code index} of {@code rank} sent, or null. */
  MergedTrace.Message sentAt(int rank, int index) {
    return sentAt[rank][index];
  }

  /** The message event {@code index} of {@code rank} received, or null. */
  MergedTrace.Message receivedAt(int rank, int index) {
    return receivedAt[rank][index];
  }
}
