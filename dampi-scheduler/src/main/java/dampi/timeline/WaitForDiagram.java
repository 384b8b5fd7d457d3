package dampi.timeline;

import dampi.check.deadlock.WaitForGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The wait-for graph of a deadlock as inline SVG: the blocked ranks and the ranks they wait for on a circle, an arrow
 * from each blocked rank to each rank its call waits for (dashed when any one of them would do, as for a wildcard
 * receive), the arrows of the wait-for cycle in red.
 */
final class WaitForDiagram {
  private static final int SIZE = 360;

  private WaitForDiagram() {}

  /** The diagram, or null when no rank was blocked. */
  static String svg(WaitForGraph graph) {
    if (graph.blocked().isEmpty()) {
      return null;
    }
    TreeSet<Integer> ranks = new TreeSet<>(graph.blocked().keySet());
    graph.blocked().keySet().forEach(rank -> ranks.addAll(graph.waitsFor(rank)));
    List<Integer> nodes = new ArrayList<>(ranks);
    List<Integer> cycle = graph.cycle();
    double radius = SIZE / 2.0 - 40;
    double[] xs = new double[nodes.size()];
    double[] ys = new double[nodes.size()];
    for (int i = 0; i < nodes.size(); i++) {
      double angle = 2 * Math.PI * i / nodes.size() - Math.PI / 2;
      xs[i] = SIZE / 2.0 + radius * Math.cos(angle);
      ys[i] = SIZE / 2.0 + radius * Math.sin(angle);
    }
    StringBuilder svg = new StringBuilder();
    svg.append("<svg class=\"waitfor\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(SIZE)
        .append("\" height=\"").append(SIZE).append("\" viewBox=\"0 0 ").append(SIZE).append(' ').append(SIZE)
        .append("\">\n<defs><marker id=\"wf-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\""
            + " markerHeight=\"8\" orient=\"auto\"><path d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>\n");
    for (var blocked : graph.blocked().values()) {
      int from = nodes.indexOf(blocked.rank());
      boolean any = blocked.waitsFor() != null && blocked.waitsFor().any();
      for (int peer : graph.waitsFor(blocked.rank())) {
        int to = nodes.indexOf(peer);
        if (to == from) {
          continue;
        }
        boolean onCycle = onCycle(cycle, blocked.rank(), peer);
        double dx = xs[to] - xs[from];
        double dy = ys[to] - ys[from];
        double length = Math.max(1, Math.hypot(dx, dy));
        double shrink = 22 / length;
        // Two ranks waiting for each other: each arrow is moved aside so that both show.
        double sideX = -dy / length * 5;
        double sideY = dx / length * 5;
        svg.append("<line class=\"wait").append(any ? " any" : "").append(onCycle ? " cycle" : "")
            .append("\" x1=\"").append(Html.px(xs[from] + dx * shrink + sideX)).append("\" y1=\"")
            .append(Html.px(ys[from] + dy * shrink + sideY)).append("\" x2=\"")
            .append(Html.px(xs[to] - dx * shrink + sideX)).append("\" y2=\"")
            .append(Html.px(ys[to] - dy * shrink + sideY)).append("\" marker-end=\"url(#wf-arrow)\"><title>rank ")
            .append(blocked.rank()).append(" waits for rank ").append(peer).append("</title></line>\n");
      }
    }
    for (int i = 0; i < nodes.size(); i++) {
      int rank = nodes.get(i);
      var blocked = graph.blocked().get(rank);
      svg.append("<g class=\"wf-node").append(blocked != null ? " blocked" : "").append("\"><circle cx=\"")
          .append(Html.px(xs[i])).append("\" cy=\"").append(Html.px(ys[i])).append("\" r=\"20\"/><text x=\"")
          .append(Html.px(xs[i])).append("\" y=\"").append(Html.px(ys[i] + 4)).append("\" text-anchor=\"middle\">")
          .append(rank).append("</text><title>rank ").append(rank).append(blocked == null ? ": not blocked"
              : ": " + Html.escape(blocked.waitsFor() == null ? blocked.call() : blocked.waitsFor().describe())
                  + " at " + Html.escape(blocked.site().toString())).append("</title></g>\n");
    }
    svg.append("</svg>");
    return svg.toString();
  }

  private static boolean onCycle(List<Integer> cycle, int from, int to) {
    for (int i = 0; i + 1 < cycle.size(); i++) {
      if (cycle.get(i) == from && cycle.get(i + 1) == to) {
        return true;
      }
    }
    return false;
  }
}
