package dampi.timeline;

import dampi.rank.RankOutcome;
import dampi.rank.RankRecord;
import dampi.rank.RunRecord;
import dampi.trace.TraceEvent;
import dampi.trace.TraceLog;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Merges the ranks' traces of one run into one timeline and pairs every send with its receive.
 *
 * <p>Times: ranks of one JVM share its {@code System.nanoTime}, which is taken as is; ranks of several JVMs are placed
 * on the wall clock first (each through its own reading of it), which is only as good as the hosts' clocks, and
 * {@link ClockCondition} then corrects what contradicts causality.
 *
 * <p>Pairing: MPI does not let messages overtake on one channel (sender, receiver, communicator, tag; MPI-3.1
 * §3.5), and a receive posted earlier takes the earlier of two messages both fit, so the k-th message a rank sent on a
 * channel is the k-th that the receiver's receives, in their posting order, took from it.
 */
public final class TraceMerge {
  private TraceMerge() {}

  private record Channel(int sender, int receiver, int context, int tag) {}

  /** The trace of {@code run}, or null when it was not traced. */
  public static MergedTrace of(RunRecord run) {
    List<TraceLog> logs = new ArrayList<>();
    for (RankRecord record : run.records()) {
      if (record.trace() == null) {
        return null;
      }
      logs.add(record.trace());
    }
    List<MergedTrace.Lane> lanes = new ArrayList<>();
    boolean shared = logs.stream().map(log -> log.clock().jvm()).distinct().count() <= 1;
    long origin = Long.MAX_VALUE;
    for (TraceLog log : logs) {
      for (TraceEvent event : log.events()) {
        origin = Math.min(origin, placed(event, log, shared));
      }
    }
    long dropped = 0;
    for (int rank = 0; rank < logs.size(); rank++) {
      TraceLog log = logs.get(rank);
      List<TraceEvent> events = new ArrayList<>(log.events().size());
      for (TraceEvent event : log.events()) {
        events.add(event.at(placed(event, log, shared) - origin));
      }
      RankRecord record = run.record(rank);
      RankOutcome outcome = run.outcome(rank);
      lanes.add(new MergedTrace.Lane(rank, events, blockedIn(record, outcome), outcome.describe()));
      dropped += log.dropped();
    }
    return new MergedTrace(lanes, pair(lanes), shared, dropped);
  }

  private static long placed(TraceEvent event, TraceLog log, boolean shared) {
    return shared ? event.nanos() : event.nanos() + log.clock().wallMinusNanos();
  }

  /** The call a rank was stuck in at the end: only a rank that never returned from it (not one that finished). */
  private static dampi.rank.PendingCall blockedIn(RankRecord record, RankOutcome outcome) {
    return outcome.isSuccess() ? null : record.pendingCall();
  }

  /** Pairs sends and receives channel by channel (see the class comment). */
  static List<MergedTrace.Message> pair(List<MergedTrace.Lane> lanes) {
    Map<Channel, Deque<Integer>> sends = new HashMap<>();
    for (MergedTrace.Lane lane : lanes) {
      List<TraceEvent> events = lane.events();
      for (int i = 0; i < events.size(); i++) {
        TraceEvent event = events.get(i);
        if (event.kind() == TraceEvent.Kind.SEND) {
          sends.computeIfAbsent(new Channel(lane.rank(), event.peer(), event.context(), event.tag()),
              channel -> new ArrayDeque<>()).add(i);
        }
      }
    }
    List<MergedTrace.Message> messages = new ArrayList<>();
    for (MergedTrace.Lane lane : lanes) {
      List<Integer> receives = new ArrayList<>();
      for (int i = 0; i < lane.events().size(); i++) {
        if (lane.events().get(i).kind() == TraceEvent.Kind.RECEIVE) {
          receives.add(i);
        }
      }
      receives.sort(Comparator.comparingLong(i -> lane.events().get(i).order()));
      for (int i : receives) {
        TraceEvent receive = lane.events().get(i);
        Deque<Integer> fromSender = sends.get(new Channel(receive.peer(), lane.rank(), receive.context(),
            receive.tag()));
        if (fromSender != null && !fromSender.isEmpty()) {
          messages.add(new MergedTrace.Message(receive.peer(), fromSender.poll(), lane.rank(), i));
        }
      }
    }
    return messages;
  }
}
