package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dampi.cli.FreshJvm.Exit;
import dampi.launch.TestPrograms;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --trace}, {@code replay --trace} (Chrome Trace Event files), {@code verify --html} and {@code report
 * --html}: what a user gets on disk and on the terminal.
 */
@Timeout(300)
class TraceAndReportCommandsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir static Path files;
  private static Path deadlockReport;

  @BeforeAll
  static void verifyThePlantedDeadlock() {
    deadlockReport = files.resolve("deadlock.json");
    assertEquals(DampiCommand.FAILED, DampiCommand.execute("verify", "-np", "3", "--protocol", "lvcp", "--report",
        deadlockReport.toString(), "--classpath", TestPrograms.CLASSES.toString(), "races.CrookedBarrierDeadlocks"));
  }

  @Test
  void runTraceWritesOneThreadPerRankAndAFlowPerMessage() throws Exception {
    Path trace = files.resolve("run-trace.json");
    Exit exit = FreshJvm.dampi("run", "-np", "2", "--trace", trace.toString(), "--classpath",
        TestPrograms.CLASSES.toString(), "scenarios.DataRoundTrip");
    assertEquals(DampiCommand.OK, exit.code(), exit.err());
    assertTrue(exit.err().contains("trace of 2 ranks") && exit.err().contains("7 messages"), exit.err());
    JsonNode events = JSON.readTree(trace.toFile()).get("traceEvents");
    assertEquals(2, count(events, "M", "thread_name"));
    List<JsonNode> starts = phase(events, "s");
    List<JsonNode> finishes = phase(events, "f");
    assertEquals(7, starts.size());
    assertEquals(7, finishes.size());
    for (int i = 0; i < starts.size(); i++) {
      assertEquals(starts.get(i).get("id"), finishes.get(i).get("id"));
      assertTrue(finishes.get(i).get("ts").asDouble() >= starts.get(i).get("ts").asDouble(), "message " + i);
    }
    assertTrue(phase(events, "X").stream().anyMatch(e -> e.get("name").asText().equals("Comm.Ssend")));
  }

  @Test
  void replayTraceMarksTheCallsBlockedAtTheEnd() throws Exception {
    Path trace = files.resolve("replay-trace.json");
    assertEquals(DampiCommand.FAILED, DampiCommand.execute("replay", deadlockReport.toString(), "--finding", "1",
        "--trace", trace.toString()));
    List<JsonNode> blocked = phase(JSON.readTree(trace.toFile()).get("traceEvents"), "X").stream()
        .filter(e -> e.get("args").has("blocked at end")).toList();
    assertFalse(blocked.isEmpty());
    assertTrue(blocked.stream().anyMatch(e -> e.get("tid").asInt() == 1 && e.get("name").asText()
        .equals("Comm.Recv")), "rank 1 waits forever for rank 2's second message: " + blocked);
  }

  @Test
  void reportHtmlIsOneSelfContainedFileWithADiagramPerFinding() throws Exception {
    Path html = files.resolve("deadlock.html");
    Exit exit = FreshJvm.dampi("report", deadlockReport.toString(), "--html", html.toString(), "--sources",
        "../testsuite/src/main/java");
    assertEquals(DampiCommand.OK, exit.code(), exit.err());
    assertEquals(List.of("dampi report: HTML report written to " + html + ": 1 finding, 1 with a diagram"),
        exit.errLines());
    String page = Files.readString(html);
    assertTrue(page.contains("<svg class=\"spacetime\"") || page.contains("class=\"spacetime\""), "a diagram");
    assertTrue(page.contains("<svg class=\"waitfor\""), "the deadlock's wait-for graph");
    assertTrue(page.contains("<span class=\"site\">"), "the finding's source line");
    assertFalse(page.contains("src=") || page.contains("<link") || page.contains("@import")
        || page.contains("url(http"), "nothing is fetched from anywhere");
  }

  @Test
  void reportHtmlOfAChangedProgramShowsTheFindingsWithoutDiagrams() throws Exception {
    ObjectNode report = (ObjectNode) JSON.readTree(deadlockReport.toFile());
    ((ObjectNode) report.get("program")).put("digest", "0000");
    Path changed = files.resolve("changed.json");
    JSON.writeValue(changed.toFile(), report);
    Path html = files.resolve("changed.html");
    assertEquals(DampiCommand.OK, DampiCommand.execute("report", changed.toString(), "--html", html.toString()));
    String page = Files.readString(html);
    assertTrue(page.contains("No diagram: the program is not the one this report verified"), page);
    assertTrue(page.contains("id=\"finding-1\""));
  }

  @Test
  void reportOfACorruptFileIsOneLineAndExitTwo() throws Exception {
    Path corrupt = files.resolve("corrupt.json");
    Files.writeString(corrupt, "{\"tool\": ");
    Exit exit = FreshJvm.dampi("report", corrupt.toString(), "--html", files.resolve("x.html").toString());
    assertEquals(DampiCommand.BAD_INPUT, exit.code());
    assertEquals(1, exit.errLines().size(), exit.err());
    assertTrue(exit.err().startsWith("dampi report: "), exit.err());
  }

  @Test
  void verifyHtmlWritesTheReportAfterTheSummary() throws Exception {
    Path html = files.resolve("verify.html");
    Exit exit = FreshJvm.dampi("verify", "-np", "3", "--html", html.toString(), "--classpath",
        TestPrograms.CLASSES.toString(), "races.CrookedBarrierDeadlocks");
    assertEquals(DampiCommand.FAILED, exit.code(), exit.err());
    assertTrue(exit.err().contains("HTML report written to " + html + ": 1 finding, 1 with a diagram"), exit.err());
    assertTrue(Files.readString(html).contains("races.CrookedBarrierDeadlocks"));
  }

  private static long count(JsonNode events, String phase, String name) {
    return phase(events, phase).stream().filter(e -> e.get("name").asText().equals(name)).count();
  }

  private static List<JsonNode> phase(JsonNode events, String phase) {
    List<JsonNode> found = new ArrayList<>();
    events.forEach(e -> {
      if (e.get("ph").asText().equals(phase)) {
        found.add(e);
      }
    });
    return found;
  }
}
