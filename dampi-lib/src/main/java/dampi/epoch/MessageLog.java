package dampi.epoch;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * One rank's application messages at the end of a run, frozen.
 *
 * @param sent the messages it sent, in order
 * @param receivedPerChannel how many messages it received on each channel
 */
public record MessageLog(List<SentMessage> sent, Map<Channel, Integer> receivedPerChannel) implements Serializable {
  public MessageLog {
    sent = List.copyOf(sent);
    receivedPerChannel = Map.copyOf(receivedPerChannel);
  }

  /** How many messages from {@code source} with {@code tag} on {@code context} this rank received. */
  public int receivedCount(int context, int source, int tag) {
    return receivedPerChannel.getOrDefault(new Channel(context, source, tag), 0);
  }
}
