package dampi.epoch;

import dampi.epoch.EpochTracker.SentMessage;
import java.util.ArrayList;
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

  /**
   * A message never received, with the world ranks of its sender and of the rank it was sent to.
   *
   * @param position 1 for the first unreceived message of its channel, 2 for the next, ...
   */
  public record Unreceived(SentMessage message, int senderWorldRank, int receiverWorldRank, int position) {}

  /** @param trackers every rank's tracker, indexed by world rank */
  public static void offerToReceivers(List<EpochTracker> trackers) {
    trackers.forEach(EpochTracker::closeAtRunEnd);
    for (Unreceived unreceived : find(trackers)) {
      trackers.get(unreceived.receiverWorldRank()).unreceivedMessage(unreceived.message(), unreceived.position());
    }
  }

  /**
   * Whether the run ended with a forced receive waiting for its source while another message it would have taken as
   * the wildcard it is lay unreceived (see {@link EpochTracker#starvesForcedReceive}): the schedule was infeasible.
   */
  public static boolean forcedReceiveStarved(List<EpochTracker> trackers) {
    return find(trackers).stream().anyMatch(unreceived -> trackers.get(unreceived.receiverWorldRank())
        .starvesForcedReceive(unreceived.message(), unreceived.position()));
  }

  /** The application messages that were sent but never received, in each sender's order. */
  public static List<Unreceived> find(List<EpochTracker> trackers) {
    List<Unreceived> unreceived = new ArrayList<>();
    Map<List<Integer>, Integer> seenPerChannel = new HashMap<>();
    for (int sender = 0; sender < trackers.size(); sender++) {
      for (SentMessage message : trackers.get(sender).sentMessages()) {
        int receiver = receiverOf(trackers, message);
        if (receiver < 0) {
          continue;
        }
        List<Integer> channel = List.of(message.context(), message.source(), message.destination(), message.tag());
        int position = seenPerChannel.merge(channel, 1, Integer::sum);
        int received = trackers.get(receiver).receivedCount(message.context(), message.source(), message.tag());
        if (position > received) {
          unreceived.add(new Unreceived(message, sender, receiver, position - received));
        }
      }
    }
    return unreceived;
  }

  private static int receiverOf(List<EpochTracker> trackers, SentMessage message) {
    for (int rank = 0; rank < trackers.size(); rank++) {
      if (trackers.get(rank).commRank(message.context()) == message.destination()) {
        return rank;
      }
    }
    return -1;
  }
}
