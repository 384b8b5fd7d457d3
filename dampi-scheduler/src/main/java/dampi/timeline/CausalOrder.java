package dampi.timeline;

import java.util.ArrayList;
import java.util.List;

/**
 * The events of a merged trace in an order that respects causality: every event after the one before it on its lane,
 * and every receive after its send. What the clock correction and the critical path walk.
 */
final class CausalOrder {
  /** An event: event {@code index} of lane {@code rank}. */
  record Node(int rank, int index) {}

  private CausalOrder() {}

  /**
   * Every event of {@code trace} once, causes first. Were the pairing of messages ever to close a cycle, the lane that
   * waits longest is let through regardless, so that the walk always ends.
   */
  static List<Node> of(MergedTrace trace) {
    int lanes = trace.lanes().size();
    MessageEnds ends = new MessageEnds(trace);
    int[] next = new int[lanes];
    List<Node> order = new ArrayList<>(trace.eventCount());
    int total = trace.eventCount();
    while (order.size() < total) {
      boolean progressed = false;
      for (int rank = 0; rank < lanes; rank++) {
        int size = trace.lane(rank).events().size();
        while (next[rank] < size) {
          MergedTrace.Message received = ends.receivedAt(rank, next[rank]);
          if (received != null && next[received.sender()] <= received.sendIndex()) {
            break; // its send is not placed yet
          }
          order.add(new Node(rank, next[rank]++));
          progressed = true;
        }
      }
      if (!progressed) {
        int stuck = 0;
        while (next[stuck] >= trace.lane(stuck).events().size()) {
          stuck++;
        }
        order.add(new Node(stuck, next[stuck]++));
      }
    }
    return order;
  }
}
