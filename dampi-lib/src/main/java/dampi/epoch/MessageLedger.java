package dampi.epoch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One rank's application messages: what it sent (and to whom) and how many it received per channel. After the run
 * they show which messages were never received.
 */
final class MessageLedger implements Serializable {
  private static final long serialVersionUID = 1L;
  private final List<SentMessage> sent = new ArrayList<>();
  private final Map<Channel, Integer> receivedPerChannel = new HashMap<>();
  private final ReadySends readySends = new ReadySends();

  void sent(SentMessage message) {
    sent.add(message);
  }

  void lastNotSent() {
    if (!sent.isEmpty()) {
      sent.remove(sent.size() - 1);
    }
  }

  int sentCount() {
    return sent.size();
  }

  /** A message is received on this channel: returns which of the channel's messages it was, from 0. */
  int received(int context, int source, int tag) {
    return receivedPerChannel.merge(new Channel(context, source, tag), 1, Integer::sum) - 1;
  }

  /** The message sent last was sent in ready mode, by {@code call}, which started at {@code startNanos}. */
  void lastSentInReadyMode(String call, long startNanos) {
    readySends.sentLast(sent, call, startNanos);
  }

  /** See {@link ReadySends#of}. */
  ReadySend readySend(int context, int source, int receiver, int tag, int ordinal) {
    return readySends.of(context, source, receiver, tag, ordinal);
  }

  MessageLog freeze() {
    return new MessageLog(sent, receivedPerChannel);
  }
}
