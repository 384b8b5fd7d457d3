package dampi.timeline;

import dampi.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The controlled logical clock (Rabenseifner): corrects the times of a merged trace whose ranks ran on different
 * clocks so that it satisfies the clock condition, no receive before its send plus a minimum latency, while keeping
 * each rank's own intervals as far as possible.
 *
 * <ol>
 *   <li>Forward, in causal order: a receive earlier than its send's corrected time plus the latency jumps forward to
 *       it, and the jump is carried forward to every later event of its rank, so the intervals after it are kept.
 *   <li>Backward amortisation: the events just before a jump are moved forward by a share of it that grows linearly
 *       over an interval of {@link #AMORTISATION} times the jump, so the rank's lane shows no sudden gap; a send is
 *       moved no further than its receive minus the latency allows.
 * </ol>
 *
 * Every move is forward and increases with time along a lane, so a rank's own event order never changes.
 */
public final class ClockCondition {
  /** How many times its size the interval before a jump is over which the jump is smoothed back. */
  static final int AMORTISATION = 4;

  private ClockCondition() {}

  private record Jump(int rank, int index, long size) {}

  /** {@code trace} with its times corrected; a trace whose ranks shared one clock needs none and is returned as is. */
  public static MergedTrace correct(MergedTrace trace, long minLatency) {
    int lanes = trace.lanes().size();
    long[][] time = new long[lanes][];
    for (int rank = 0; rank < lanes; rank++) {
      List<TraceEvent> events = trace.lane(rank).events();
      time[rank] = new long[events.size()];
      for (int i = 0; i < events.size(); i++) {
        time[rank][i] = events.get(i).nanos();
      }
    }
    MessageEnds ends = new MessageEnds(trace);
    long[] carried = new long[lanes];
    List<Jump> jumps = new ArrayList<>();
    for (CausalOrder.Node node : CausalOrder.of(trace)) {
      int rank = node.rank();
      int i = node.index();
      time[rank][i] += carried[rank];
      MergedTrace.Message received = ends.receivedAt(rank, i);
      if (received != null) {
        long earliest = time[received.sender()][received.sendIndex()] + minLatency;
        if (time[rank][i] < earliest) {
          long jump = earliest - time[rank][i];
          time[rank][i] = earliest;
          carried[rank] += jump;
          jumps.add(new Jump(rank, i, jump));
        }
      }
    }
    for (Jump jump : jumps) {
      amortise(time, jump, ends, minLatency);
    }
    List<List<TraceEvent>> corrected = new ArrayList<>();
    for (int rank = 0; rank < lanes; rank++) {
      List<TraceEvent> events = trace.lane(rank).events();
      List<TraceEvent> moved = new ArrayList<>(events.size());
      for (int i = 0; i < events.size(); i++) {
        moved.add(events.get(i).nanos() == time[rank][i] ? events.get(i) : events.get(i).at(time[rank][i]));
      }
      corrected.add(moved);
    }
    return trace.withTimes(corrected);
  }

  /**
   * Moves the events before {@code jump}'s receive, within {@link #AMORTISATION} jumps of its time before the jump,
   * forward by a share of the jump that grows linearly to the whole at the receive.
   */
  private static void amortise(long[][] time, Jump jump, MessageEnds ends, long minLatency) {
    long[] lane = time[jump.rank()];
    long before = lane[jump.index()] - jump.size();
    long window = AMORTISATION * jump.size();
    long start = before - window;
    long ceiling = lane[jump.index()];
    for (int i = jump.index() - 1; i >= 0 && lane[i] > start; i--) {
      long share = (long) ((double) jump.size() * (lane[i] - start) / window);
      long moved = Math.min(lane[i] + share, ceiling);
      MergedTrace.Message sent = ends.sentAt(jump.rank(), i);
      if (sent != null) {
        moved = Math.min(moved, time[sent.receiver()][sent.receiveIndex()] - minLatency);
      }
      if (moved > lane[i]) {
        lane[i] = moved;
      }
      ceiling = lane[i];
    }
  }
}
