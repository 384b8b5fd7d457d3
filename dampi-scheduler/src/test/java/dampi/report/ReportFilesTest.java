package dampi.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dampi.epoch.Choice;
import dampi.epoch.Decision;
import dampi.site.Site;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JSON report: what is written is read back unchanged, and anything that is not a report is refused in one line. */
class ReportFilesTest {
  @TempDir Path files;

  static VerificationReport sample() {
    VerificationReport.FindingEntry deadlock = new VerificationReport.FindingEntry("deadlock", 3, 2, List.of(0, 2),
        "deadlock: rank 0: blocked forever in Comm.Recv at Foo.java:31", "Foo.java:31",
        List.of(new VerificationReport.DecisionEntry(0, 1, 3, "Foo.java:20", false)));
    VerificationReport.FindingEntry exception = new VerificationReport.FindingEntry("exception", 1, 1, List.of(1),
        "rank 1 threw java.lang.IllegalStateException: \"quoted\" <tag> & \u00e9", "Foo.java:40", List.of());
    return new VerificationReport("dampi", "0.1.0",
        new VerificationReport.ProgramInfo(null, "com.example.Foo", List.of("build/classes"), List.of("a b", "2")),
        4, "llcp", "multicore", "zero", 6, 1, 5, false, 1234, true, List.of(deadlock, exception),
        new VerificationReport.Coverage("max-interleavings", Map.of("Comm.Iprobe(ANY_SOURCE)", 3),
            new VerificationReport.Bounds(1, List.of("com.example.Foo#step"), 4, 2, 1)),
        List.of(new VerificationReport.RunEntry(1, true, List.of(), List.of()),
            new VerificationReport.RunEntry(2, false, List.of(new VerificationReport.DecisionEntry(0, 0, 2, "Foo.java:3",
                false)), List.of()),
            new VerificationReport.RunEntry(3, true, List.of(new VerificationReport.DecisionEntry(1, 0, 0, "Foo.java:9",
                true, List.of(0, 2))), List.of(1, 2)),
            new VerificationReport.RunEntry(4, true, List.of(), List.of(), 1)), 4);
  }

  @Test
  void writtenReportIsReadBackEqual() throws IOException {
    Path file = files.resolve("deep/dir/report.json");
    ReportFiles.write(sample(), file);
    assertEquals(sample(), ReportFiles.read(file));
    assertFalse(Files.exists(files.resolve("deep/dir/report.json.tmp")), "no temporary file left behind");
  }

  @Test
  void writtenReportHasTheContractsFieldNames() throws IOException {
    Path file = files.resolve("report.json");
    ReportFiles.write(sample(), file);
    JsonNode json = new ObjectMapper().readTree(file.toFile());
    List<String> fields = iterate(json.fieldNames());
    assertEquals(List.of("tool", "version", "program", "ranks", "protocol", "device", "buffering", "interleavings",
        "infeasible", "repeated", "epochs", "exhausted", "elapsedMs", "usedMpi", "findings", "coverage", "explored",
        "exploredOmitted"), fields);
    assertEquals(List.of("interleaving", "feasible", "decisions", "findings"),
        iterate(json.get("explored").get(0).fieldNames()));
    assertEquals(List.of("interleaving", "feasible", "decisions", "findings", "repeatOf"),
        iterate(json.get("explored").get(3).fieldNames()));
    assertEquals(List.of("jar", "mainClass", "classpath", "args", "digest"), iterate(json.get("program").fieldNames()));
    assertEquals(List.of("kind", "interleaving", "count", "ranks", "message", "site", "decisions"),
        iterate(json.get("findings").get(0).fieldNames()));
    assertEquals(List.of("rank", "epoch", "source", "site", "completion"),
        iterate(json.get("findings").get(0).get("decisions").get(0).fieldNames()));
    assertEquals(List.of("stoppedBy", "unsupportedCalls", "bounds"), iterate(json.get("coverage").fieldNames()));
    assertEquals(List.of("mixing", "abstractedLoops", "epochsExplored", "epochsCutByMixing", "epochsCutByRegions"),
        iterate(json.get("coverage").get("bounds").fieldNames()));
    assertTrue(json.get("program").get("jar").isNull());
  }

  @Test
  void decisionsOfAFindingComeBackAsTheSchedulersDecisions() {
    assertEquals(List.of(new Decision(0, 1, 3, "Foo.java:20")), ReportBuilder.decisions(sample().findings().get(0)));
    assertEquals(List.of(), ReportBuilder.decisions(sample().findings().get(1)));
  }

  @Test
  void aCompletionDecisionComesBackAsOneAndOlderReportsWithoutTheFieldReadAsSourceDecisions() throws IOException {
    VerificationReport.FindingEntry waitany = new VerificationReport.FindingEntry("exception", 2, 1, List.of(0),
        "rank 0 threw", "Foo.java:9", List.of(new VerificationReport.DecisionEntry(0, 0, 1, "Foo.java:7", true)));
    assertEquals(List.of(new Decision(0, 0, new Choice.RequestIndex(1), Site.of("Foo.java", 7))),
        ReportBuilder.decisions(waitany));

    Path file = files.resolve("report.json");
    ReportFiles.write(sample(), file);
    Files.writeString(file, Files.readString(file).replaceAll(",\\s*\"completion\"\\s*:\\s*false", ""));
    assertFalse(Files.readString(file).matches("(?s).*\"completion\"\\s*:\\s*false.*"));
    assertEquals(sample(), ReportFiles.read(file));
  }

  @Test
  void anOlderReportWithoutRepeatedRunsReadsAsNone() throws IOException {
    Path file = files.resolve("report.json");
    ReportFiles.write(sample(), file);
    Files.writeString(file, Files.readString(file).replaceAll("\"repeated\"\\s*:\\s*0\\s*,", ""));
    assertFalse(Files.readString(file).contains("\"repeated\""));
    assertEquals(sample(), ReportFiles.read(file));
  }

  @Test
  void whatIsNotAReportIsRefusedWithOneLine() throws IOException {
    byte[] garbage = new byte[4096];
    Random random = new Random(7);
    for (int i = 0; i < 50; i++) {
      random.nextBytes(garbage);
      assertRefused(Files.write(files.resolve("garbage" + i + ".json"), garbage));
    }
    assertRefused(Files.writeString(files.resolve("empty.json"), ""));
    assertRefused(Files.writeString(files.resolve("null.json"), "null"));
    assertRefused(Files.writeString(files.resolve("string.json"), "\"dampi\""));
    assertRefused(Files.writeString(files.resolve("array.json"), "[{\"tool\":\"dampi\"}]"));
    assertRefused(Files.writeString(files.resolve("other.json"), "{\"tool\":\"other\",\"findings\":[]}"));
    assertRefused(Files.writeString(files.resolve("no-program.json"), "{\"tool\":\"dampi\",\"findings\":[]}"));
    assertRefused(Files.writeString(files.resolve("no-findings.json"),
        "{\"tool\":\"dampi\",\"program\":{\"mainClass\":\"Foo\"}}"));
    assertRefused(Files.writeString(files.resolve("wrong-type.json"),
        "{\"tool\":\"dampi\",\"program\":{\"mainClass\":\"Foo\"},\"findings\":{},\"ranks\":\"four\"}"));
    assertRefused(files.resolve("missing.json"));
    assertRefused(files);
  }

  private static void assertRefused(Path file) {
    IOException refused = assertThrows(IOException.class, () -> ReportFiles.read(file), file.toString());
    String message = refused.getMessage();
    assertTrue(message != null && !message.isBlank(), file.toString());
    assertFalse(message.contains("\n") || message.contains("\r"), "one line: " + message);
    assertTrue(message.contains(file.toString()), "names the file: " + message);
  }

  private static List<String> iterate(java.util.Iterator<String> names) {
    List<String> list = new java.util.ArrayList<>();
    names.forEachRemaining(list::add);
    return list;
  }
}
