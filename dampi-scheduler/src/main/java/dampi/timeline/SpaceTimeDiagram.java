package dampi.timeline;

import dampi.epoch.Epoch;
import dampi.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The space-time diagram of one run as inline SVG: one lane per rank, time left to right; its blocking calls as
 * boxes, messages as arrows from send to receive (a forced match drawn thick and labelled), the alternatives the
 * search can still force dashed, a rank blocked at the end in red with what it waits for, and the critical path as a
 * highlighted line. Beyond {@link #MAX_EVENTS} events the diagram shows the run's beginning and says so, so that a
 * browser never has to lay out millions of shapes.
 */
final class SpaceTimeDiagram {
  static final int MAX_EVENTS = 20_000;
  /** Dashed alternatives drawn at most: beyond, they hide the messages. */
  static final int MAX_ALTERNATIVES = 500;
  private static final int LEFT = 90;
  private static final int RIGHT = 330;
  private static final int TOP = 24;
  private static final int WIDTH = 1200;

  private final MergedTrace trace;
  private final List<Epoch> epochs;
  private final CriticalPath path;
  private final java.util.Set<CausalOrder.Node> onPath;
  private final long cutoff;
  private final int shownEvents;
  private final int laneHeight;
  private final double scale;

  SpaceTimeDiagram(MergedTrace trace, List<Epoch> epochs, CriticalPath path) {
    this.trace = trace;
    this.epochs = epochs;
    this.path = path;
    this.onPath = new java.util.HashSet<>(path.events());
    List<Long> times = new ArrayList<>();
    trace.lanes().forEach(lane -> lane.events().forEach(event -> times.add(event.nanos())));
    times.sort(null);
    this.cutoff = times.size() > MAX_EVENTS ? times.get(MAX_EVENTS - 1) : Long.MAX_VALUE;
    this.shownEvents = Math.min(times.size(), MAX_EVENTS);
    this.laneHeight = trace.lanes().size() <= 16 ? 44 : 16;
    long end = Math.max(1, cutoff == Long.MAX_VALUE ? trace.end() : cutoff);
    this.scale = (double) (WIDTH - LEFT - RIGHT) / end;
  }

  /** Whether events were left out, and which part of the run is shown then. */
  String cutNote() {
    if (cutoff == Long.MAX_VALUE) {
      return null;
    }
    return "The trace has " + trace.eventCount() + " events; the diagram shows the first " + shownEvents + " (the run's"
        + " first " + String.format("%.3f", cutoff / 1e6) + " ms). The Chrome trace (dampi replay --trace) has them all.";
  }

  private double x(long nanos) {
    return LEFT + Math.min(nanos, cutoff == Long.MAX_VALUE ? Long.MAX_VALUE : cutoff) * scale;
  }

  private double y(int rank) {
    return TOP + rank * laneHeight + laneHeight / 2.0;
  }

  private boolean shown(TraceEvent event) {
    return event.nanos() <= cutoff;
  }

  String svg() {
    int height = TOP + trace.lanes().size() * laneHeight + 24;
    StringBuilder svg = new StringBuilder();
    svg.append("<svg class=\"spacetime\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(height)
        .append("\" preserveAspectRatio=\"none\" data-ranks=\"").append(trace.lanes().size()).append("\">\n")
        .append("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\""
            + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>\n");
    long end = cutoff == Long.MAX_VALUE ? trace.end() : cutoff;
    svg.append("<text class=\"axis\" x=\"").append(LEFT).append("\" y=\"14\">0 ms</text><text class=\"axis\" x=\"")
        .append(Html.px(x(end))).append("\" y=\"14\" text-anchor=\"end\">").append(String.format("%.3f ms", end / 1e6))
        .append("</text>\n");
    for (MergedTrace.Lane lane : trace.lanes()) {
      lane(svg, lane, end);
    }
    alternatives(svg);
    messages(svg);
    criticalPath(svg);
    svg.append("</svg>");
    return svg.toString();
  }

  private void lane(StringBuilder svg, MergedTrace.Lane lane, long end) {
    boolean blocked = lane.blockedIn() != null;
    double y = y(lane.rank());
    svg.append("<g class=\"lane").append(blocked ? " blocked" : "").append("\" data-rank=\"").append(lane.rank())
        .append("\"><title>rank ").append(lane.rank()).append(": ").append(Html.escape(lane.ending()))
        .append("</title>\n");
    svg.append("<text class=\"lane-label\" x=\"4\" y=\"").append(Html.px(y + 4)).append("\">rank ")
        .append(lane.rank()).append("</text>");
    svg.append("<line class=\"lane-axis\" x1=\"").append(LEFT).append("\" y1=\"").append(Html.px(y))
        .append("\" x2=\"").append(Html.px(x(end))).append("\" y2=\"").append(Html.px(y)).append("\"/>\n");
    double box = Math.max(6, laneHeight * 0.55);
    for (Spans.Span span : Spans.of(lane, trace.end())) {
      if (span.start() > cutoff) {
        continue;
      }
      double x0 = x(span.start());
      double width = Math.max(1.5, x(span.end()) - x0);
      svg.append("<rect class=\"call").append(span.open() ? " open" : "").append("\" x=\"").append(Html.px(x0))
          .append("\" y=\"").append(Html.px(y - box / 2)).append("\" width=\"").append(Html.px(width))
          .append("\" height=\"").append(Html.px(box)).append("\"><title>").append(Html.escape(span.call().detail()))
          .append(" at ").append(Html.escape(span.call().site().toString()))
          .append(span.open() ? " (never returned)" : String.format(" (%.3f ms)", (span.end() - span.start()) / 1e6))
          .append("</title></rect>\n");
    }
    if (blocked) {
      svg.append("<text class=\"blocked-label\" x=\"").append(Html.px(x(end) + 6)).append("\" y=\"")
          .append(Html.px(y + 4)).append("\">blocked: ").append(Html.escape(lane.blockedIn().describe()))
          .append("</text>\n");
    }
    svg.append("</g>\n");
  }

  private void messages(StringBuilder svg) {
    // A label per forced match reads well for a few of them; beyond, the colour and the tooltips say it.
    boolean labelled = trace.messages().stream().filter(m -> trace.receiveOf(m).forced()).count() <= 3;
    for (MergedTrace.Message message : trace.messages()) {
      TraceEvent send = trace.sendOf(message);
      TraceEvent receive = trace.receiveOf(message);
      if (!shown(send) || !shown(receive)) {
        continue;
      }
      boolean critical = onPath.contains(new CausalOrder.Node(message.sender(), message.sendIndex()))
          && onPath.contains(new CausalOrder.Node(message.receiver(), message.receiveIndex()));
      svg.append("<line class=\"message").append(receive.forced() ? " forced" : "")
          .append(critical ? " critical" : "").append("\" x1=\"").append(Html.px(x(send.nanos()))).append("\" y1=\"")
          .append(Html.px(y(message.sender()))).append("\" x2=\"").append(Html.px(x(receive.nanos())))
          .append("\" y2=\"").append(Html.px(y(message.receiver()))).append("\" marker-end=\"url(#arrow)\"><title>")
          .append("rank ").append(message.sender()).append(" \u2192 rank ").append(message.receiver())
          .append(", tag ").append(send.tag()).append(": sent at ").append(Html.escape(send.site().toString()))
          .append(", received at ").append(Html.escape(receive.site().toString()))
          .append(receive.epoch() >= 0 ? " (wildcard epoch " + receive.epoch() + (receive.forced() ? ", forced" : "")
              + ")" : "").append("</title></line>\n");
      if (receive.forced() && labelled) {
        svg.append("<text class=\"forced-label\" x=\"").append(Html.px(x(receive.nanos()) + 3)).append("\" y=\"")
            .append(Html.px(y(message.receiver()) - 6)).append("\">forced</text>\n");
      }
    }
  }

  /**
   * The other sources each wildcard receive of the run could have taken, as dashed arrows from the send that could
   * have matched it: the earliest send of that source to the rank, on the receive's communicator, whose message was
   * not taken before this receive.
   */
  private void alternatives(StringBuilder svg) {
    MessageEnds ends = new MessageEnds(trace);
    int drawn = 0;
    for (Epoch epoch : epochs) {
      if (drawn >= MAX_ALTERNATIVES) {
        return;
      }
      if (epoch.kind() == Epoch.Kind.COMPLETION || epoch.kind() == Epoch.Kind.SOME
          || epoch.kind() == Epoch.Kind.PROBE || epoch.rank() >= trace.lanes().size()) {
        continue;
      }
      List<TraceEvent> receiverEvents = trace.lane(epoch.rank()).events();
      int receiveIndex = -1;
      for (int i = 0; i < receiverEvents.size(); i++) {
        TraceEvent event = receiverEvents.get(i);
        if (event.kind() == TraceEvent.Kind.RECEIVE && event.epoch() == epoch.index()) {
          receiveIndex = i;
          break;
        }
      }
      if (receiveIndex < 0 || !shown(receiverEvents.get(receiveIndex))) {
        continue;
      }
      TraceEvent receive = receiverEvents.get(receiveIndex);
      for (int source : epoch.alternatives()) {
        if (source == epoch.matchedSource() || source < 0 || source >= trace.lanes().size()) {
          continue;
        }
        List<TraceEvent> senderEvents = trace.lane(source).events();
        for (int i = 0; i < senderEvents.size() && shown(senderEvents.get(i)); i++) {
          TraceEvent send = senderEvents.get(i);
          MergedTrace.Message taken = ends.sentAt(source, i);
          if (send.kind() == TraceEvent.Kind.SEND && send.peer() == epoch.rank() && send.context() == epoch.context()
              && (taken == null || trace.receiveOf(taken).order() > receive.order()) && shown(send)) {
            svg.append("<line class=\"alternative\" x1=\"").append(Html.px(x(send.nanos()))).append("\" y1=\"")
                .append(Html.px(y(source))).append("\" x2=\"").append(Html.px(x(receive.nanos()))).append("\" y2=\"")
                .append(Html.px(y(epoch.rank()))).append("\"><title>alternative: rank ").append(epoch.rank())
                .append("'s wildcard at ").append(Html.escape(epoch.site().toString()))
                .append(" could take this message of rank ").append(source).append(" instead</title></line>\n");
            drawn++;
            break;
          }
        }
      }
    }
  }

  private void criticalPath(StringBuilder svg) {
    if (path.events().size() < 2) {
      return;
    }
    StringBuilder points = new StringBuilder();
    for (CausalOrder.Node node : path.events()) {
      TraceEvent event = trace.lane(node.rank()).events().get(node.index());
      if (!shown(event)) {
        break;
      }
      points.append(Html.px(x(event.nanos()))).append(',').append(Html.px(y(node.rank()))).append(' ');
    }
    svg.append("<polyline class=\"critical-path\" points=\"").append(points.toString().trim())
        .append("\"><title>critical path: ").append(String.format("%.3f ms", path.nanos() / 1e6))
        .append("</title></polyline>\n");
  }
}
