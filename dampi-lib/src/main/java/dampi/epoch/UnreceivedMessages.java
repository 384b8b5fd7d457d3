package dampi.epoch;

import dampi.epoch.EpochTracker.SentMessage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * After a run, finds the application messages that were sent but never received, and offers each to its receiver's
 * epochs as a potential match. Without this, a run that deadlocks right after a wildcard receive would never learn
 * that the receive had alternatives: the late messages that reveal them are never received.
 *
 * <p>Messages on one channel (communicator, source, destination, tag) are received in the order they were sent
 * (non-overtaking), so when the destination received n of them, the ones after the n-th are the unreceived ones.
 */
public final class UnreceivedMessages {
  private UnreceivedMessages() {}

  /** @param trackers every rank's tracker, indexed by world rank */
  public static void offerToReceivers(List<EpochTracker> trackers) {
    trackers.forEach(EpochTracker::closeAtRunEnd);
    Map<List<Integer>, Integer> seenPerChannel = new HashMap<>();
    for (EpochTracker sender : trackers) {
      for (SentMessage message : sender.sentMessages()) {
        EpochTracker receiver = receiverOf(trackers, message);
        if (receiver == null) {
          continue;
        }
        List<Integer> channel = List.of(message.context(), message.source(), message.destination(), message.tag());
        int position = seenPerChannel.merge(channel, 1, Integer::sum);
        int received = receiver.receivedCount(message.context(), message.source(), message.tag());
        if (position > received) {
          receiver.unreceivedMessage(message, position - received);
        }
      }
    }
  }

  private static EpochTracker receiverOf(List<EpochTracker> trackers, SentMessage message) {
    for (EpochTracker tracker : trackers) {
      if (tracker.commRank(message.context()) == message.destination()) {
        return tracker;
      }
    }
    return null;
  }
}
