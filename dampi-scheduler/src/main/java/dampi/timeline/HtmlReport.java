package dampi.timeline;

import dampi.report.AtomicFiles;
import dampi.report.FindingText;
import dampi.report.VerificationReport;
import dampi.site.Site;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The HTML report of a verification: one self-contained file (styles and its one script inline, no network, no
 * fonts) with the summary and coverage, and for each finding its message, source lines, schedule, replay command,
 * the space-time diagram of its interleaving with the critical path, and for a deadlock the wait-for graph.
 */
public final class HtmlReport {
  private static final String STYLE = """
      body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1d2330;max-width:1400px}
      h1{font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:0 0 6px} .muted{color:#5b6475}
      table.summary td{padding:2px 14px 2px 0} table.summary td:first-child{color:#5b6475}
      section.finding{border:1px solid #d5d9e0;border-radius:6px;padding:14px 16px;margin:18px 0}
      section.finding.new h2::after{content:" new";color:#b3261e;font-size:12px}
      .message{white-space:pre-wrap} code,pre{font:12.5px/1.4 ui-monospace,Menlo,Consolas,monospace}
      pre.source{background:#f5f6f8;padding:6px 0;border-radius:4px;overflow-x:auto}
      pre.source span{display:block;padding:0 10px} pre.source span.site{background:#ffe3e0}
      .diagram{overflow:auto;max-height:640px;border:1px solid #e3e6eb;border-radius:4px;margin:8px 0}
      .zoom{font-size:12px;color:#5b6475}
      svg text{font:11px system-ui,sans-serif;fill:#1d2330} svg .axis{fill:#5b6475}
      .lane-axis{stroke:#c9ced6;stroke-width:1} .lane.blocked .lane-label{fill:#b3261e;font-weight:bold}
      rect.call{fill:#8fb3e8;stroke:#4a78c2;stroke-width:.5} rect.call.open{fill:#f4b4ae;stroke:#b3261e}
      .blocked-label{fill:#b3261e !important} .forced-label{fill:#7a3db8 !important;font-size:10px !important}
      line.message{stroke:#2f3a4c;stroke-width:1.2} line.message.forced{stroke:#7a3db8;stroke-width:2.4}
      line.message.critical{stroke:#d9730d}
      line.alternative{stroke:#7a3db8;stroke-width:1.2;stroke-dasharray:5 4;opacity:.8}
      polyline.critical-path{fill:none;stroke:#f29d38;stroke-width:8;opacity:.45;stroke-linejoin:round}
      marker path{fill:#2f3a4c}
      svg.waitfor line.wait{stroke:#2f3a4c;stroke-width:1.5} svg.waitfor line.wait.any{stroke-dasharray:5 4}
      svg.waitfor line.wait.cycle{stroke:#b3261e;stroke-width:2.5}
      .wf-node circle{fill:#e8ebf0;stroke:#5b6475} .wf-node.blocked circle{fill:#f4b4ae;stroke:#b3261e}
      .legend span{margin-right:16px} .note{background:#fff6d6;padding:6px 10px;border-radius:4px}
      """;
  private static final String SCRIPT = """
      for (const zoom of document.querySelectorAll('input.zoom-range')) {
        const svg = document.getElementById(zoom.dataset.target);
        const width = svg.getAttribute('width');
        zoom.addEventListener('input', () => { svg.setAttribute('width', width * zoom.value / 100); });
      }
      // #check: what the browser laid out, as one line of JSON at the end of the page, for tools that test it.
      if (location.hash === '#check') {
        const shown = el => { const box = el.getBoundingClientRect(); return box.width > 0 || box.height > 0; };
        const count = (root, selector) => [...root.querySelectorAll(selector)].filter(shown).length;
        const diagrams = [...document.querySelectorAll('svg.spacetime')].map(svg => ({
          ranks: Number(svg.dataset.ranks),
          lanes: count(svg, 'g.lane'),
          laneRows: new Set([...svg.querySelectorAll('line.lane-axis')].filter(shown)
              .map(line => Math.round(line.getBoundingClientRect().top))).size,
          messages: count(svg, 'line.message'), forced: count(svg, 'line.message.forced'),
          alternatives: count(svg, 'line.alternative'), blocked: count(svg, 'g.lane.blocked'),
          openCalls: count(svg, 'rect.call.open'), criticalPath: count(svg, 'polyline.critical-path')}));
        const waitFor = [...document.querySelectorAll('svg.waitfor')].map(svg => ({
          nodes: count(svg, 'g.wf-node'), blocked: count(svg, 'g.wf-node.blocked'), cycle: count(svg, 'line.cycle')}));
        const check = document.createElement('pre');
        check.id = 'render-check';
        check.textContent = JSON.stringify({findings: document.querySelectorAll('section.finding').length, diagrams,
          waitFor});
        document.body.appendChild(check);
      }
      """;

  private HtmlReport() {}

  /**
   * Replays the findings of {@code report} with tracing on, renders the page and writes it to {@code file}; one line
   * saying what it holds.
   */
  public static String write(VerificationReport report, String reportFile, List<Path> sourceRoots, Duration timeout,
      Path file) throws IOException {
    Map<Integer, FindingPicture> pictures = ReportPictures.replay(report, timeout);
    long pictured = pictures.values().stream().filter(picture -> picture.unavailable() == null).count();
    AtomicFiles.write(file, render(report, reportFile, pictures, new SourceLines(sourceRoots)));
    String missing = pictures.values().stream().map(FindingPicture::unavailable).filter(Objects::nonNull)
        .findFirst().map(why -> " (not pictured: " + why + ")").orElse("");
    return "HTML report written to " + file + ": " + report.findings().size() + " finding"
        + (report.findings().size() == 1 ? "" : "s") + ", " + pictured + " with a diagram" + missing;
  }

  /**
   * The page.
   *
   * @param reportFile how to name the JSON report in replay commands (its path, or a placeholder)
   * @param pictures by finding number from 1; a finding without an entry is shown with its text only
   */
  public static String render(VerificationReport report, String reportFile, Map<Integer, FindingPicture> pictures,
      SourceLines sources) {
    StringBuilder html = new StringBuilder();
    String program = report.program().mainClass();
    html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>dampi: ")
        .append(Html.escape(program)).append("</title><style>").append(STYLE).append("</style></head><body>\n");
    html.append("<h1>dampi verify: ").append(Html.escape(program)).append("</h1>\n");
    summary(html, report);
    if (report.findings().isEmpty()) {
      html.append("<p id=\"no-findings\">No findings in ").append(report.interleavings()).append(" interleaving")
          .append(report.interleavings() == 1 ? "" : "s").append(".</p>\n");
    }
    for (int k = 1; k <= report.findings().size(); k++) {
      finding(html, k, report.findings().get(k - 1), reportFile, pictures.get(k), sources);
    }
    html.append("<script>").append(SCRIPT).append("</script>\n</body></html>\n");
    return html.toString();
  }

  private static void summary(StringBuilder html, VerificationReport report) {
    VerificationReport.Coverage coverage = report.coverage();
    String stopped = coverage == null || coverage.stoppedBy() == null ? "exhausted" : "cut short: "
        + coverage.stoppedBy();
    html.append("<table class=\"summary\" id=\"summary\">\n");
    row(html, "program", report.program().jar() != null ? report.program().jar() + " (" + report.program().mainClass()
        + ")" : report.program().mainClass());
    if (report.program().args() != null && !report.program().args().isEmpty()) {
      row(html, "arguments", String.join(" ", report.program().args()));
    }
    row(html, "ranks", report.ranks() + ", " + report.device() + ", " + report.protocol() + ", buffering "
        + report.buffering());
    row(html, "explored", report.interleavings() + " interleaving" + (report.interleavings() == 1 ? "" : "s")
        + dampi.report.CountsText.apart(report) + " over "
        + report.epochs() + " epochs in " + String.format("%.1f s", report.elapsedMs() / 1000.0));
    row(html, "search", stopped);
    if (coverage != null && !coverage.unsupportedCalls().isEmpty()) {
      row(html, "not modelled", coverage.unsupportedCalls().toString());
    }
    if (coverage != null && coverage.bounds() != null && (coverage.bounds().mixing() != null
        || !coverage.bounds().abstractedLoops().isEmpty())) {
      VerificationReport.Bounds bounds = coverage.bounds();
      row(html, "bounds", "mixing " + (bounds.mixing() == null ? "none" : bounds.mixing()) + ", abstracted loops "
          + bounds.abstractedLoops() + "; choice points explored " + bounds.epochsExplored() + ", cut by mixing "
          + bounds.epochsCutByMixing() + ", cut by regions " + bounds.epochsCutByRegions());
    }
    row(html, "findings", String.valueOf(report.findings().size()));
    html.append("</table>\n");
  }

  private static void row(StringBuilder html, String name, String value) {
    html.append("<tr><td>").append(Html.escape(name)).append("</td><td>").append(Html.escape(value))
        .append("</td></tr>\n");
  }

  private static void finding(StringBuilder html, int k, VerificationReport.FindingEntry finding, String reportFile,
      FindingPicture picture, SourceLines sources) {
    html.append("<section class=\"finding").append(finding.fails() && finding.status() != null ? " new" : "")
        .append("\" id=\"finding-").append(k).append("\">\n<h2>#").append(k).append(' ')
        .append(Html.escape(finding.kind())).append(" at ").append(Html.escape(finding.site())).append("</h2>\n");
    html.append("<p class=\"muted\">ranks ").append(Html.escape(finding.ranks().toString())).append("; in ")
        .append(finding.count()).append(" interleaving").append(finding.count() == 1 ? "" : "s").append(" (first: ")
        .append(finding.interleaving()).append(")").append(finding.status() == null ? ""
            : "; " + Html.escape(finding.status()) + (finding.suppression() == null ? ""
                : ": " + Html.escape(finding.suppression()))).append("</p>\n");
    html.append("<p class=\"message\">").append(Html.escape(finding.message())).append("</p>\n");
    source(html, finding.site(), sources);
    String schedule = FindingText.schedule(finding);
    html.append("<p>Schedule: <code>").append(schedule.isEmpty() ? "no forced choice (a free run shows it)"
        : Html.escape(schedule)).append("</code><br>Replay: <code>dampi replay ").append(Html.escape(reportFile))
        .append(" --finding ").append(k).append("</code> (add <code>--trace FILE</code> for Perfetto)</p>\n");
    if (picture == null) {
      html.append("<p class=\"note\">Not pictured: only the first ").append(ReportPictures.MAX_PICTURED)
          .append(" findings are replayed for pictures.</p>\n");
    } else if (picture.unavailable() != null) {
      html.append("<p class=\"note\">No diagram: ").append(Html.escape(picture.unavailable())).append("</p>\n");
    } else {
      diagram(html, k, picture);
    }
    html.append("</section>\n");
  }

  private static void source(StringBuilder html, String siteText, SourceLines sources) {
    Site site;
    try {
      site = Site.parse(siteText);
    } catch (IllegalArgumentException e) {
      return;
    }
    var lines = sources.around(site);
    if (lines.isEmpty()) {
      return;
    }
    html.append("<pre class=\"source\">");
    for (SourceLines.Line line : lines) {
      html.append("<span").append(line.site() ? " class=\"site\"" : "").append('>')
          .append(String.format("%5d  ", line.number())).append(Html.escape(line.text())).append("</span>");
    }
    html.append("</pre>\n");
  }

  private static void diagram(StringBuilder html, int k, FindingPicture picture) {
    SpaceTimeDiagram diagram = new SpaceTimeDiagram(picture.trace(), picture.epochs(), picture.path());
    String svg = diagram.svg().replaceFirst("<svg ", "<svg id=\"spacetime-" + k + "\" ");
    html.append("<h3>The interleaving, in time</h3>\n<p class=\"legend muted\"><span>boxes: blocking calls</span>"
        + "<span>arrows: messages</span><span>thick purple: forced match</span><span>dashed: alternatives the search "
        + "can force</span><span>red: blocked at the end</span><span>orange band: critical path</span></p>\n");
    if (picture.trace().dropped() > 0) {
      html.append("<p class=\"note\">").append(picture.trace().dropped()).append(" events past the ranks' trace "
          + "buffers were not recorded: the lanes end where their buffers filled.</p>\n");
    }
    if (diagram.cutNote() != null) {
      html.append("<p class=\"note\">").append(Html.escape(diagram.cutNote())).append("</p>\n");
    }
    html.append("<label class=\"zoom\">zoom <input class=\"zoom-range\" type=\"range\" min=\"100\" max=\"2000\" "
        + "value=\"100\" data-target=\"spacetime-").append(k).append("\"></label>\n<div class=\"diagram\">")
        .append(svg).append("</div>\n");
    if (picture.path().events().isEmpty()) {
      html.append("<p class=\"critical\">Critical path: not computed, the trace has over ")
          .append(CriticalPath.MAX_EVENTS).append(" events.</p>\n");
    } else {
      html.append("<p class=\"critical\">Critical path: ").append(picture.path().events().size()).append(" events")
          .append(String.format(", %.3f ms", picture.path().nanos() / 1e6)).append(", through ranks ")
          .append(Html.escape(ranksOnPath(picture.path()))).append(".</p>\n");
    }
    String waitFor = picture.waitFor() == null ? null : WaitForDiagram.svg(picture.waitFor());
    if (waitFor != null) {
      html.append("<h3>Who waits for whom</h3>\n<p class=\"muted\">").append(Html.escape(picture.waitFor().explain()))
          .append("</p>\n").append(waitFor).append('\n');
    }
  }

  /** The ranks the path passes through, in order, each once per stay: {@code 3 → 0 → 1}. */
  private static String ranksOnPath(CriticalPath path) {
    StringBuilder ranks = new StringBuilder();
    int last = -1;
    for (CausalOrder.Node node : path.events()) {
      if (node.rank() != last) {
        ranks.append(ranks.length() == 0 ? "" : " \u2192 ").append(node.rank());
        last = node.rank();
      }
    }
    return ranks.toString();
  }
}
