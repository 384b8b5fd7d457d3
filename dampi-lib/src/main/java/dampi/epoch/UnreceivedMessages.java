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
    forEachUnreceived(trackers, (receiver, message, position) -> {
      receiver.unreceivedMessage(message, position);
      return false;
    });
  }

  /**
   * Whether the run ended with a forced receive waiting for its source while another message it would have taken as
   * the wildcard it is lay unreceived (see {@link EpochTracker#starvesForcedReceive}): the schedule was infeasible.
   */
  public static boolean forcedReceiveStarved(List<EpochTracker> trackers) {
    return forEachUnreceived(trackers, (receiver, message, position) ->
        receiver.starvesForcedReceive(message, position));
  }

  /** What is done with one unreceived message; true stops the walk. */
  @FunctionalInterface
  private interface UnreceivedVisitor {
    boolean visit(EpochTracker receiver, SentMessage message, int positionUnreceived);
  }

  private static boolean forEachUnreceived(List<EpochTracker> trackers, UnreceivedVisitor visitor) {
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
        if (position > received && visitor.visit(receiver, message, position - received)) {
          return true;
        }
      }
    }
    return false;
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
