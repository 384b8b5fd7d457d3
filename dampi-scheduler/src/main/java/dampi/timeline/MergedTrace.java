package dampi.timeline;

import dampi.rank.PendingCall;
import dampi.trace.TraceEvent;
import java.util.List;

/**
 * One run's trace: a lane of events per rank, all on one timeline (nanoseconds from the run's first event), and the
 * messages that join them.
 *
 * @param lanes by world rank
 * @param messages each send paired with the receive that took its message
 * @param sharedClock whether every rank ran in one JVM, so their times were comparable before any correction
 * @param dropped events the ranks recorded past their buffers' capacity, not shown
 */
public record MergedTrace(List<Lane> lanes, List<Message> messages, boolean sharedClock, long dropped) {
  public MergedTrace {
    lanes = List.copyOf(lanes);
    messages = List.copyOf(messages);
  }

  /**
   * One rank's events in its program order.
   *
   * @param blockedIn the blocking call the rank was still inside at the end of the run (null: none)
   * @param ending how the rank's run ended, in one line
   */
  public record Lane(int rank, List<TraceEvent> events, PendingCall blockedIn, String ending) {
    public Lane {
      events = List.copyOf(events);
    }

    /** This lane with other events (the same number, in the same order): times corrected. */
    Lane withEvents(List<TraceEvent> corrected) {
      if (corrected.size() != events.size()) {
        throw new IllegalArgumentException(corrected.size() + " events for " + events.size());
      }
      return new Lane(rank, corrected, blockedIn, ending);
    }
  }

  /** The message sent at event {@code sendIndex} of lane {@code sender}, received at {@code receiveIndex}. */
  public record Message(int sender, int sendIndex, int receiver, int receiveIndex) {}

  public Lane lane(int rank) {
    return lanes.get(rank);
  }

  public TraceEvent sendOf(Message message) {
    return lanes.get(message.sender()).events().get(message.sendIndex());
  }

  public TraceEvent receiveOf(Message message) {
    return lanes.get(message.receiver()).events().get(message.receiveIndex());
  }

  /** The time of the last event of any lane. */
  public long end() {
    return lanes.stream().mapToLong(lane -> lane.events().isEmpty() ? 0 : lane.events().get(lane.events().size() - 1)
        .nanos()).max().orElse(0);
  }

  public int eventCount() {
    return lanes.stream().mapToInt(lane -> lane.events().size()).sum();
  }

  /** The same trace with every lane's events replaced by {@code corrected} (same events, other times). */
  MergedTrace withTimes(List<List<TraceEvent>> corrected) {
    List<Lane> newLanes = new java.util.ArrayList<>();
    for (int rank = 0; rank < lanes.size(); rank++) {
      newLanes.add(lanes.get(rank).withEvents(corrected.get(rank)));
    }
    return new MergedTrace(newLanes, messages, sharedClock, dropped);
  }

  /** The messages whose receive is earlier than {@code minLatency} after their send: causality violations. */
  public List<Message> violations(long minLatency) {
    return messages.stream().filter(m -> receiveOf(m).nanos() < sendOf(m).nanos() + minLatency).toList();
  }
}
