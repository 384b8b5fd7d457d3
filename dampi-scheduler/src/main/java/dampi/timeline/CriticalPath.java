package dampi.timeline;

import dampi.trace.TraceEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The critical path of a run: the longest chain of dependent work through its execution graph, ending at the run's
 * last event or, when ranks were blocked at the end, at the blocked call that ends the longest chain (the chain that
 * led to the deadlock).
 *
 * <p>Weights: a message edge counts its transfer time; a program-order edge counts the time between the two events,
 * except that a receive does not count the time its rank only waited for the message (that time belongs to the
 * sender's chain), so a rank that waited hands the path over to its sender.
 *
 * @param events the path, first event first
 * @param nanos its length in time: from its first event to its last
 */
public record CriticalPath(List<CausalOrder.Node> events, long nanos) {
  /** The largest trace whose path the report computes: beyond, its graph would cost more memory than it is worth. */
  public static final int MAX_EVENTS = 1_000_000;
  /** No path: the trace was too large. */
  public static final CriticalPath NONE = new CriticalPath(List.of(), 0);

  public CriticalPath {
    events = List.copyOf(events);
  }

  public static CriticalPath of(MergedTrace trace) {
    List<CausalOrder.Node> order = CausalOrder.of(trace);
    if (order.isEmpty()) {
      return NONE;
    }
    Map<CausalOrder.Node, Integer> number = new HashMap<>();
    for (int i = 0; i < order.size(); i++) {
      number.put(order.get(i), i);
    }
    MessageEnds ends = new MessageEnds(trace);
    ExecutionGraph graph = new ExecutionGraph(order.size());
    for (CausalOrder.Node node : order) {
      long at = time(trace, node);
      MergedTrace.Message received = ends.receivedAt(node.rank(), node.index());
      CausalOrder.Node send = received == null ? null : new CausalOrder.Node(received.sender(), received.sendIndex());
      if (send != null && number.get(send) < number.get(node)) {
        graph.edge(number.get(send), number.get(node), Math.max(0, at - time(trace, send)));
      }
      if (node.index() > 0) {
        CausalOrder.Node before = new CausalOrder.Node(node.rank(), node.index() - 1);
        long ready = time(trace, before);
        if (send != null) {
          ready = Math.max(ready, time(trace, send));
        }
        graph.edge(number.get(before), number.get(node), Math.max(0, at - ready));
      }
    }
    int end = endOf(trace, order, number, graph);
    List<CausalOrder.Node> path = new ArrayList<>();
    for (int i : graph.longestPathTo(end)) {
      path.add(order.get(i));
    }
    long nanos = time(trace, path.get(path.size() - 1)) - time(trace, path.get(0));
    return new CriticalPath(path, nanos);
  }

  /**
   * The last event of a blocked rank that ends the longest chain when ranks were blocked at the end; the last event of
   * the run otherwise.
   */
  private static int endOf(MergedTrace trace, List<CausalOrder.Node> order, Map<CausalOrder.Node, Integer> number,
      ExecutionGraph graph) {
    long[] distance = graph.longestDistances();
    int best = -1;
    for (MergedTrace.Lane lane : trace.lanes()) {
      if (lane.blockedIn() != null && !lane.events().isEmpty()) {
        int last = number.get(new CausalOrder.Node(lane.rank(), lane.events().size() - 1));
        if (best < 0 || distance[last] > distance[best]) {
          best = last;
        }
      }
    }
    if (best >= 0) {
      return best;
    }
    int latest = 0;
    for (int i = 0; i < order.size(); i++) {
      if (time(trace, order.get(i)) >= time(trace, order.get(latest))) {
        latest = i;
      }
    }
    return latest;
  }

  private static long time(MergedTrace trace, CausalOrder.Node node) {
    TraceEvent event = trace.lane(node.rank()).events().get(node.index());
    return event.nanos();
  }
}
