package dampi.timeline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A weighted directed acyclic graph of events (the monitoring approach for message-passing systems): nodes are
 * events, edges program order and messages, weighted by the time they account for. Its nodes are numbered 0..n-1 in a
 * topological order (every edge goes from a lower number to a higher one), as a causal order of the events gives
 * them.
 */
public final class ExecutionGraph {
  private final int size;
  private final List<List<long[]>> incoming; // per node: {from, weight}

  public ExecutionGraph(int size) {
    this.size = size;
    this.incoming = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      incoming.add(new ArrayList<>(2));
    }
  }

  public int size() {
    return size;
  }

  /** An edge; {@code from} must come before {@code to} in the numbering. */
  public void edge(int from, int to, long weight) {
    if (from >= to || from < 0 || to >= size) {
      throw new IllegalArgumentException("edge " + from + " -> " + to + " breaks the topological numbering");
    }
    incoming.get(to).add(new long[] {from, weight});
  }

  /** The longest weighted path ending at {@code end}, as node numbers from its first node to {@code end}. */
  public List<Integer> longestPathTo(int end) {
    long[] distance = new long[size];
    int[] previous = new int[size];
    Arrays.fill(previous, -1);
    for (int node = 0; node <= end; node++) {
      for (long[] edge : incoming.get(node)) {
        int from = (int) edge[0];
        long through = distance[from] + edge[1];
        if (previous[node] < 0 || through > distance[node]) {
          distance[node] = through;
          previous[node] = from;
        }
      }
    }
    List<Integer> path = new ArrayList<>();
    for (int node = end; node >= 0; node = previous[node]) {
      path.add(0, node);
    }
    return path;
  }

  /** The weight of the longest path ending at each node. */
  public long[] longestDistances() {
    long[] distance = new long[size];
    for (int node = 0; node < size; node++) {
      for (long[] edge : incoming.get(node)) {
        distance[node] = Math.max(distance[node], distance[(int) edge[0]] + edge[1]);
      }
    }
    return distance;
  }
}
