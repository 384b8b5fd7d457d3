package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dampi.launch.TestPrograms;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nightly CI's flow on real searches: yesterday's report as the baseline, so that only what is new fails the run;
 * fixed findings listed; suppressions that silence accepted findings, and stale ones reported.
 * {@code launch.BugsChosenByArguments} has the bugs its arguments name: the same program before and after a change.
 */
@Timeout(240)
class BaselineAndSuppressionsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path files;

  record Verified(int exitCode, JsonNode report, String summary) {
    List<String> statuses() {
      List<String> statuses = new ArrayList<>();
      report.get("findings").forEach(f -> statuses.add(f.get("kind").asText() + "=" + f.path("status").asText()));
      return statuses;
    }
  }

  Verified verify(String reportName, List<String> options, String... bugs) throws Exception {
    Path report = files.resolve(reportName);
    List<String> args = new ArrayList<>(List.of("verify", "-np", "3", "--report", report.toString()));
    args.addAll(options);
    args.addAll(List.of("--classpath", TestPrograms.CLASSES.toString(), "launch.BugsChosenByArguments"));
    args.addAll(List.of(bugs));
    FreshJvm.Exit exit = FreshJvm.dampi(args.toArray(String[]::new));
    return new Verified(exit.code(), JSON.readTree(report.toFile()), exit.out() + exit.err());
  }

  @Test
  void onlyNewFindingsFailTheRunAndFixedOnesAreListed() throws Exception {
    Verified yesterday = verify("yesterday.json", List.of(), "race");
    assertEquals(1, yesterday.exitCode());
    assertEquals(List.of("exception="), yesterday.statuses(), "no baseline: no status, every finding fails");
    assertTrue(yesterday.report().path("triage").isMissingNode());

    Path baseline = files.resolve("yesterday.json");
    Verified today = verify("today.json", List.of("--baseline", baseline.toString()), "race", "leak");
    assertEquals(1, today.exitCode(), today.summary());
    assertEquals(List.of("exception=known", "resource-leak=new"), sorted(today.statuses()));
    assertTrue(today.summary().contains("triage: 1 new, 1 known, 0 suppressed"), today.summary());

    Verified afterTheFix = verify("fixed.json", List.of("--baseline", files.resolve("today.json").toString()),
        "leak");
    assertEquals(0, afterTheFix.exitCode(), "only a known finding is left: " + afterTheFix.summary());
    assertEquals(List.of("resource-leak=known"), afterTheFix.statuses());
    JsonNode fixed = afterTheFix.report().get("triage").get("fixed");
    assertEquals(1, fixed.size());
    assertEquals("exception", fixed.get(0).get("kind").asText());
    assertTrue(fixed.get(0).get("site").asText().startsWith("BugsChosenByArguments.java:"), fixed.toString());
    assertTrue(afterTheFix.summary().contains("fixed since the baseline: exception at BugsChosenByArguments.java:"),
        afterTheFix.summary());
  }

  @Test
  void theReportMayReplaceItsOwnBaselineAsNightlyCiDoes() throws Exception {
    verify("nightly.json", List.of(), "race");
    Path nightly = files.resolve("nightly.json");
    Verified next = verify("nightly.json", List.of("--baseline", nightly.toString()), "race");
    assertEquals(0, next.exitCode(), next.summary());
    assertEquals(List.of("exception=known"), next.statuses());
    assertEquals(nightly.toString(), next.report().get("triage").get("baseline").asText());
  }

  @Test
  void aSuppressionSilencesItsFindingWithItsReasonAndAStaleOneIsReported() throws Exception {
    Path suppressions = files.resolve("accepted.txt");
    Files.writeString(suppressions, """
        # accepted findings
        resource-leak  BugsChosenByArguments.java:*   the duplicate lives as long as the program (ticket 7)
        truncation     *                              nothing truncates any more
        """);
    Verified verified = verify("s.json", List.of("--suppressions", suppressions.toString()), "leak");
    assertEquals(0, verified.exitCode(), verified.summary());
    JsonNode finding = verified.report().get("findings").get(0);
    assertEquals("suppressed", finding.get("status").asText());
    assertEquals("the duplicate lives as long as the program (ticket 7)", finding.get("suppression").asText());
    JsonNode stale = verified.report().get("triage").get("staleSuppressions");
    assertEquals(1, stale.size());
    assertTrue(stale.get(0).asText().endsWith("accepted.txt:3: truncation *"), stale.toString());
    assertTrue(verified.summary().contains("stale suppression, it matched nothing"), verified.summary());
    assertNull(verified.report().get("triage").get("baseline").textValue());
  }

  @Test
  void aBadBaselineOrSuppressionsFileIsOneLineAndExitTwoBeforeAnySearch() throws Exception {
    Path notAReport = files.resolve("junk.json");
    Files.writeString(notAReport, "{\"tool\":\"other\"}");
    assertBadInput("--baseline", notAReport.toString(), "not a dampi report");
    assertBadInput("--baseline", files.resolve("missing.json").toString(), "not found");
    Path otherProgram = files.resolve("other.json");
    assertEquals(0, DampiCommand.execute("verify", "-np", "2", "--report", otherProgram.toString(), "--classpath",
        TestPrograms.CLASSES.toString(), "examples.HelloBarrier"));
    assertBadInput("--baseline", otherProgram.toString(), "is a report of examples.HelloBarrier");
    Path noReason = files.resolve("bad.txt");
    Files.writeString(noReason, "deadlock Foo.java:3\n");
    assertBadInput("--suppressions", noReason.toString(), "bad.txt:1: expected 'KIND SITE-PATTERN REASON'");
    Files.writeString(noReason, "\n# c\ndeadlok Foo.java:3 typo\n");
    assertBadInput("--suppressions", noReason.toString(), "bad.txt:3: unknown finding kind 'deadlok'");
  }

  private void assertBadInput(String option, String value, String expected) {
    FreshJvm.Exit exit = FreshJvm.dampi("verify", "-np", "3", option, value, "--classpath",
        TestPrograms.CLASSES.toString(), "launch.BugsChosenByArguments");
    String message = exit.err();
    assertEquals(2, exit.code(), message);
    assertEquals("", exit.out());
    assertTrue(message.contains(expected), message);
    assertEquals(1, message.strip().lines().count(), message);
    assertFalse(message.contains("at dampi."), message);
  }

  private static List<String> sorted(List<String> list) {
    return list.stream().sorted().toList();
  }
}
