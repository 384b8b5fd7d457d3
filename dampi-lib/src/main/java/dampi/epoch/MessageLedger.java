package dampi.epoch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One rank's application messages: what it sent, how many it received per channel, and its rank in each
 * communicator it used. After the run they show which messages were never received.
 */
final class MessageLedger implements Serializable {
  private static final long serialVersionUID = 1L;
  private final List<SentMessage> sent = new ArrayList<>();
  private final Map<Channel, Integer> receivedPerChannel = new HashMap<>();
  private final Map<Integer, Integer> commRanks = new HashMap<>();

  void noteCommRank(int context, int commRank) {
    commRanks.put(context, commRank);
  }

  void sent(SentMessage message) {
    commRanks.put(message.context(), message.source());
    sent.add(message);
  }

  void received(int context, int source, int tag) {
    receivedPerChannel.merge(new Channel(context, source, tag), 1, Integer::sum);
  }

  MessageLog freeze() {
    return new MessageLog(sent, receivedPerChannel, commRanks);
  }
}
