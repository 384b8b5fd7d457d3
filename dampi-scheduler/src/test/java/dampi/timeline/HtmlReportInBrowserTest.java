package dampi.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dampi.launch.TestPrograms;
import dampi.report.AtomicFiles;
import dampi.report.VerificationReport;
import dampi.verification.Verifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The HTML report as a browser renders it: headless Chromium loads the report of the bundled example and of a 16-rank
 * deadlock, and the page's own check (its {@code #check} fragment) says what was laid out: one lane per rank on its
 * own row, an arrow per message, the blocked ranks marked, the wait-for cycle. Screenshots are written under
 * {@code target/html-report} for people to look at.
 */
class HtmlReportInBrowserTest {
  private static final Path OUT = Path.of("target/html-report");
  private static final Pattern CHECK = Pattern.compile("<pre id=\"render-check\">(.*?)</pre>", Pattern.DOTALL);

  @Test
  void theBundledExamplesDeadlockIsDrawn() throws Exception {
    VerificationReport report = Verifier.of(List.of(TestPrograms.CLASSES), "examples.RacyGather").ranks(4)
        .protocol("lvcp").verify();
    assertEquals(1, report.findings().size());
    Page page = render(report, "racy-gather");
    FindingPicture picture = page.pictures().get(1);
    JsonNode diagram = page.check().get("diagrams").get(0);
    assertEquals(4, diagram.get("lanes").asInt());
    assertEquals(4, diagram.get("laneRows").asInt(), "each lane on a row of its own");
    assertEquals(picture.trace().messages().size(), diagram.get("messages").asInt());
    assertTrue(diagram.get("messages").asInt() >= 1);
    assertEquals(1, diagram.get("forced").asInt(), "the schedule forces one match: rank 0 epoch 0 <- 3");
    assertTrue(diagram.get("alternatives").asInt() >= 1, "the other senders could have matched: " + diagram);
    assertEquals(report.findings().get(0).ranks().size(), diagram.get("blocked").asInt());
    assertEquals(1, diagram.get("criticalPath").asInt());
    JsonNode waitFor = page.check().get("waitFor").get(0);
    assertEquals(2, waitFor.get("cycle").asInt(), "rank 0 and rank 3 wait for each other");
    Chromium.screenshot(page.html(), OUT.resolve("racy-gather.png"), 1280, 1200);
    assertTrue(Files.size(OUT.resolve("racy-gather.png")) > 10_000);
  }

  @Test
  void aSixteenRankDeadlockIsDrawnWithEveryRankBlocked() throws Exception {
    int ranks = 16;
    VerificationReport report = Verifier.of(List.of(TestPrograms.CLASSES), "scenarios.GatherThenRingDeadlock")
        .ranks(ranks).protocol("llcp").maxInterleavings(1).verify();
    assertEquals(1, report.findings().size());
    Page page = render(report, "ring-deadlock-16");
    JsonNode diagram = page.check().get("diagrams").get(0);
    assertEquals(ranks, diagram.get("lanes").asInt());
    assertEquals(ranks, diagram.get("laneRows").asInt());
    assertEquals(ranks - 1, diagram.get("messages").asInt(), "the gather's messages; the ring's never arrive");
    assertEquals(ranks, diagram.get("blocked").asInt());
    assertEquals(ranks, diagram.get("openCalls").asInt(), "each rank's Ssend never returns");
    JsonNode waitFor = page.check().get("waitFor").get(0);
    assertEquals(ranks, waitFor.get("blocked").asInt());
    assertEquals(ranks, waitFor.get("cycle").asInt(), "the ring of Ssends is one cycle through every rank");
    Chromium.screenshot(page.html(), OUT.resolve("ring-deadlock-16.png"), 1280, 1400);
  }

  private record Page(Path html, Map<Integer, FindingPicture> pictures, JsonNode check) {}

  private static Page render(VerificationReport report, String name) throws Exception {
    Map<Integer, FindingPicture> pictures = ReportPictures.replay(report, Duration.ofSeconds(60));
    for (FindingPicture picture : pictures.values()) {
      assertNull(picture.unavailable());
    }
    Path html = OUT.resolve(name + ".html");
    AtomicFiles.write(html, HtmlReport.render(report, name + ".json", pictures,
        new SourceLines(List.of(Path.of("../testsuite/src/main/java")))));
    Chromium.locate();
    String dom = Chromium.dumpDom(html, "#check");
    Matcher check = CHECK.matcher(dom);
    assertTrue(check.find(), "the page's check did not run in the browser: " + dom.substring(0,
        Math.min(300, dom.length())));
    JsonNode json = new ObjectMapper().readTree(check.group(1).replace("&quot;", "\""));
    assertEquals(report.findings().size(), json.get("findings").asInt());
    return new Page(html, pictures, json);
  }
}
