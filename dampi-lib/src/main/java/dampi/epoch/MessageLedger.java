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
  void sent(SentMessage message) {
    sent.add(message);
  }

  int sentCount() {
    return sent.size();
  }

  void received(int context, int source, int tag) {
    receivedPerChannel.merge(new Channel(context, source, tag), 1, Integer::sum);
  }

  MessageLog freeze() {
    return new MessageLog(sent, receivedPerChannel);
  }
}
