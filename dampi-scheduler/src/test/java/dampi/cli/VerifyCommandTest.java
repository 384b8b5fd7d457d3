package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dampi.launch.TestPrograms;
import dampi.report.Tool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import races.FanInThrows;
import suite.barrier.CrookedBarrierWrongAssumption;

/**
 * {@code dampi verify} end to end through {@link DampiCommand#execute}: exit codes, and the JSON and JUnit reports
 * that scripts and CI read (the contract in {@code VerificationReport}), parsed as a consumer would.
 */
@Timeout(180)
class VerifyCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path files;

  /** One verify run: its exit code, its JSON report, its JUnit report. */
  record Verified(int exitCode, JsonNode report, Document junit) {
    JsonNode finding(int index) {
      return report.get("findings").get(index);
    }

    List<Element> failures() {
      NodeList nodes = junit.getElementsByTagName("failure");
      List<Element> failures = new ArrayList<>();
      for (int i = 0; i < nodes.getLength(); i++) {
        failures.add((Element) nodes.item(i));
      }
      return failures;
    }
  }

  Verified verify(String... programAndOptions) throws Exception {
    Path report = files.resolve("report.json");
    Path junit = files.resolve("junit.xml");
    Files.deleteIfExists(report);
    Files.deleteIfExists(junit);
    List<String> args = new ArrayList<>(List.of("verify", "--report", report.toString(), "--junit", junit.toString(),
        "--classpath", TestPrograms.CLASSES.toString()));
    args.addAll(List.of(programAndOptions));
    int exitCode = DampiCommand.execute(args.toArray(String[]::new));
    return new Verified(exitCode, JSON.readTree(report.toFile()), parseXml(junit));
  }

  static Document parseXml(Path file) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
  }

  /** The top-level fields of the report and their JSON types, as the contract names them. */
  static void assertReportShape(JsonNode report) {
    assertTrue(report.isObject(), report.toString());
    for (String text : List.of("tool", "version", "protocol", "device")) {
      assertTrue(report.get(text).isTextual(), text + " in " + report);
    }
    for (String number : List.of("ranks", "interleavings", "epochs", "elapsedMs")) {
      assertTrue(report.get(number).isIntegralNumber(), number + " in " + report);
    }
    assertTrue(report.get("exhausted").isBoolean(), report.toString());
    assertTrue(report.get("findings").isArray(), report.toString());
    assertEquals("dampi", report.get("tool").asText());
    assertEquals(Tool.VERSION, report.get("version").asText());
    assertEquals("multicore", report.get("device").asText());
    assertTrue(report.get("elapsedMs").asLong() >= 0);
    JsonNode program = report.get("program");
    assertTrue(program.has("jar") && program.get("jar").isNull(), "a class path program has no jar: " + program);
    assertTrue(program.get("mainClass").isTextual(), program.toString());
    assertTrue(program.get("args").isArray(), program.toString());
    assertTrue(report.get("coverage").isObject(), report.toString());
    for (JsonNode finding : report.get("findings")) {
      for (String text : List.of("kind", "message", "site")) {
        assertTrue(finding.get(text).isTextual(), text + " in " + finding);
      }
      assertTrue(finding.get("interleaving").isIntegralNumber(), finding.toString());
      assertTrue(finding.get("count").isIntegralNumber(), finding.toString());
      assertTrue(finding.get("ranks").isArray(), finding.toString());
      assertTrue(finding.get("decisions").isArray(), finding.toString());
      int first = finding.get("interleaving").asInt();
      assertTrue(first >= 1 && first <= report.get("interleavings").asInt(), finding.toString());
      assertTrue(finding.get("count").asInt() >= 1, finding.toString());
      for (JsonNode decision : finding.get("decisions")) {
        for (String number : List.of("rank", "epoch", "source")) {
          assertTrue(decision.get(number).isIntegralNumber(), number + " in " + decision);
        }
      }
    }
  }

  /**
   * JUnit XML: one test case per finding, failed with the finding's kind, message and site, plus
   * {@code searchFailures} for a search cut short; the suite's failure count agrees.
   */
  static void assertJunitMatches(Verified verified, int searchFailures) {
    Element suite = (Element) verified.junit().getElementsByTagName("testsuite").item(0);
    int findings = verified.report().get("findings").size();
    assertEquals(findings + searchFailures, verified.failures().size());
    assertEquals(String.valueOf(findings + searchFailures), suite.getAttribute("failures"));
    List<String> expected = new ArrayList<>();
    verified.report().get("findings").forEach(finding -> expected.add(finding.get("kind").asText() + " | "
        + finding.get("message").asText() + " | " + finding.get("site").asText()));
    List<String> actual = new ArrayList<>();
    for (Element failure : verified.failures()) {
      if (!failure.getAttribute("type").equals("incomplete")) {
        String name = ((Element) failure.getParentNode()).getAttribute("name");
        String site = name.substring(name.lastIndexOf(" at ") + 4);
        actual.add(failure.getAttribute("type") + " | " + failure.getAttribute("message") + " | " + site);
      }
    }
    assertEquals(expected.stream().sorted().toList(), actual.stream().sorted().toList());
  }

  /**
   * The search's time limit ends the run under way, which is then no interleaving and no time-out finding: a rank that
   * never ends once kept a 2 s search going until the run's own 60 s timeout, and was reported as a time-out.
   */
  @Test
  void aTimeLimitEndsTheRunUnderWayWithoutCallingItATimeOut() throws Exception {
    Verified verified = verify("-np", "2", "--time-limit", "2", "--timeout", "60", "launch.SleepsForever");
    assertEquals(VerifyCommand.CUT_SHORT, verified.exitCode());
    assertEquals("time-limit", verified.report().get("coverage").get("stoppedBy").asText());
    assertEquals(0, verified.report().get("interleavings").asInt());
    assertEquals(0, verified.report().get("findings").size(), verified.report().toString());
  }

  @Test
  void aFindingSeenInSeveralInterleavingsIsReportedOnceWithItsCount() throws Exception {
    Verified verified = verify("-np", "4", "races.FanInThrows");
    assertEquals(DampiCommand.FAILED, verified.exitCode());
    JsonNode report = verified.report();
    assertReportShape(report);
    assertEquals("races.FanInThrows", report.get("program").get("mainClass").asText());
    assertEquals(0, report.get("program").get("args").size());
    assertEquals(4, report.get("ranks").asInt());
    assertEquals("lvcp", report.get("protocol").asText(), "auto takes LVCP at 4 ranks");
    assertEquals(6, report.get("interleavings").asInt());
    assertEquals(3, report.get("epochs").asInt());
    assertTrue(report.get("exhausted").asBoolean());
    assertTrue(report.get("coverage").get("stoppedBy").isNull());

    assertEquals(1, report.get("findings").size(), report.toString());
    JsonNode finding = verified.finding(0);
    assertEquals("exception", finding.get("kind").asText());
    assertEquals(4, finding.get("count").asInt(), "rank 1 is not first in 4 of the 3! orders");
    assertEquals(List.of(0), ints(finding.get("ranks")));
    assertEquals(TestPrograms.site(FanInThrows.class, "// planted bug").toString(), finding.get("site").asText());
    assertEquals("rank 0 threw java.lang.IllegalStateException: rank 1 was not first: <order> & \"sources\"",
        finding.get("message").asText());
    for (JsonNode decision : finding.get("decisions")) {
      assertEquals(0, decision.get("rank").asInt(), "only rank 0 has wildcards: " + decision);
    }
    assertJunitMatches(verified, 0);
  }

  /**
   * races.FanInThrows: rank 0 takes 3 wildcard messages and throws unless rank 1's comes first. Under bound 2 its
   * finding's run logs what the second and third senders sent.
   */
  @Test
  void recordingWritesTheRunOfEachFindingForReplay() throws Exception {
    Path records = files.resolve("records");
    Verified verified = verify("-np", "4", "--record", records.toString(), "--replay-bound", "2",
        "races.FanInThrows");
    assertEquals(DampiCommand.FAILED, verified.exitCode());
    dampi.record.Recording recording = dampi.record.RecordFile.read(records.resolve("finding-1"));
    assertEquals("races.FanInThrows", recording.program().mainClass());
    assertEquals(2, recording.bound());
    assertEquals(4, recording.ranks());
    assertEquals(2, recording.logs().get(0).replaySet().size(), "rank 0 and the first sender it heard from");
    assertTrue(recording.logged() >= 1, dampi.record.Recordings.summary(recording));
    assertTrue(recording.endings().get(0).description().contains("IllegalStateException"),
        recording.endings().toString());
    assertFalse(Files.exists(records.resolve("finding-2")));
  }

  @Test
  void noFindingsAndAnExhaustedSearchExitZero() throws Exception {
    Verified verified = verify("-np", "3", "suite.wildcard.WildcardFanInCorrect");
    assertEquals(DampiCommand.OK, verified.exitCode());
    assertReportShape(verified.report());
    assertEquals(2, verified.report().get("interleavings").asInt());
    assertTrue(verified.report().get("exhausted").asBoolean());
    assertEquals(0, verified.report().get("findings").size());
    assertTrue(verified.report().get("usedMpi").asBoolean());
    assertJunitMatches(verified, 0);
  }

  @Test
  void everyRunIsListedWithTheScheduleThatReplaysItAndItsFindingsUpToTheCap() throws Exception {
    Verified all = verify("-np", "3", "--protocol", "lvcp", "races.CrookedBarrierDeadlocks");
    JsonNode explored = all.report().get("explored");
    assertEquals(all.report().get("interleavings").asInt() + all.report().get("infeasible").asInt(), explored.size());
    assertEquals(0, all.report().get("exploredOmitted").asInt());
    int firstWithFinding = all.finding(0).get("interleaving").asInt();
    for (JsonNode run : explored) {
      boolean showsIt = run.get("interleaving").asInt() == firstWithFinding;
      assertEquals(showsIt ? List.of(1) : List.of(), ints(run.get("findings")), run.toString());
      assertTrue(run.get("feasible").asBoolean(), run.toString());
    }
    Verified capped = verify("-np", "3", "--protocol", "lvcp", "--list-interleavings", "1",
        "races.CrookedBarrierDeadlocks");
    assertEquals(1, capped.report().get("explored").size());
    assertEquals(capped.report().get("interleavings").asInt() - 1, capped.report().get("exploredOmitted").asInt());
  }

  @Test
  void maxInterleavingsBelowTheTotalExitsThreeAndSaysWhy() throws Exception {
    Verified verified = verify("-np", "4", "--max-interleavings", "2", "suite.wildcard.WildcardFanInCorrect");
    assertEquals(VerifyCommand.CUT_SHORT, verified.exitCode());
    JsonNode report = verified.report();
    assertReportShape(report);
    assertEquals(2, report.get("interleavings").asInt());
    assertFalse(report.get("exhausted").asBoolean());
    assertEquals("max-interleavings", report.get("coverage").get("stoppedBy").asText());
    assertJunitMatches(verified, 1);
    assertEquals("incomplete", verified.failures().get(0).getAttribute("type"));
  }

  @Test
  void stopAtFirstErrorEndsWithTheInterleavingOfTheFirstFinding() throws Exception {
    Verified verified = verify("-np", "4", "--stop-at-first-error", "races.FanInThrows");
    assertEquals(DampiCommand.FAILED, verified.exitCode());
    JsonNode report = verified.report();
    assertReportShape(report);
    assertFalse(report.get("exhausted").asBoolean());
    assertEquals("first-error", report.get("coverage").get("stoppedBy").asText());
    assertEquals(1, report.get("findings").size());
    assertEquals(1, verified.finding(0).get("count").asInt());
    assertEquals(report.get("interleavings").asInt(), verified.finding(0).get("interleaving").asInt());
    assertTrue(report.get("interleavings").asInt() < 6);
    assertJunitMatches(verified, 1);
  }

  @Test
  void protocolAndProgramArgumentsReachTheRunAndTheReport() throws Exception {
    Verified verified = verify("-np", "3", "--protocol", "LVCP", "examples.bench.RacingRounds", "2");
    assertEquals(DampiCommand.OK, verified.exitCode());
    JsonNode report = verified.report();
    assertReportShape(report);
    assertEquals("lvcp", report.get("protocol").asText());
    assertEquals(List.of("2"), JSON.convertValue(report.get("program").get("args"), List.class));
    assertEquals(4, report.get("interleavings").asInt(), "two rounds of two racing senders");
    assertEquals(4, report.get("epochs").asInt());
  }

  @Test
  void theCrookedBarriersLateMatchIsReportedWithTheDecisionThatForcesIt() throws Exception {
    Verified verified = verify("-np", "3", "suite.barrier.CrookedBarrierWrongAssumption");
    assertEquals(DampiCommand.FAILED, verified.exitCode());
    JsonNode report = verified.report();
    assertReportShape(report);
    assertEquals(2, report.get("interleavings").asInt());
    assertEquals(1, report.get("findings").size());
    JsonNode finding = verified.finding(0);
    assertEquals("exception", finding.get("kind").asText());
    assertEquals(2, finding.get("interleaving").asInt());
    assertEquals(1, finding.get("count").asInt());
    assertEquals(List.of(1), ints(finding.get("ranks")));
    assertEquals(TestPrograms.site(CrookedBarrierWrongAssumption.class, "overtook the barrier").toString(),
        finding.get("site").asText());
    // The whole schedule of the interleaving: the forced late match first, then the Recv that took rank 0.
    assertEquals(2, finding.get("decisions").size(), finding.toString());
    JsonNode decision = finding.get("decisions").get(0);
    assertEquals(List.of(1, 0, 2), List.of(decision.get("rank").asInt(), decision.get("epoch").asInt(),
        decision.get("source").asInt()));
    JsonNode then = finding.get("decisions").get(1);
    assertEquals(List.of(1, 1, 0), List.of(then.get("rank").asInt(), then.get("epoch").asInt(),
        then.get("source").asInt()));
    assertJunitMatches(verified, 0);
  }

  @Test
  void aProgramThatNeverCallsInitHasNothingToReportAndDoesNotHang() throws Exception {
    long start = System.nanoTime();
    Verified verified = verify("-np", "2", "--timeout", "20", "suite.failure.NoMpiCallsCorrect");
    assertTrue(System.nanoTime() - start < 15_000_000_000L, "verify took more than 15 s");
    assertEquals(DampiCommand.OK, verified.exitCode(), "MPI asks Finalize only of a process that called Init");
    assertReportShape(verified.report());
    assertEquals(1, verified.report().get("interleavings").asInt());
    assertEquals(0, verified.report().get("findings").size());
    assertFalse(verified.report().get("usedMpi").asBoolean(), "the report says the program made no MPI calls");
    assertJunitMatches(verified, 0);
  }

  /**
   * Replay promises to re-execute a finding's schedule exactly, so a finding's decisions must pin every epoch of its
   * interleaving that could have gone another way. They are the interleaving's forced prefix only: a finding first
   * seen in the free run has no decisions at all, and one first seen after backtracking leaves later epochs free.
   * FanInThrows' finding first shows in interleaving 1 or 3 of the search, so its decisions never pin rank 0's
   * second receive, and a finding from the free run replays free (measured: 5 of 20 replays did not reproduce it).
   */
  @Test
  void aFindingsDecisionsPinEveryChoiceOfItsInterleaving() throws Exception {
    Verified verified = verify("-np", "4", "races.FanInThrows");
    JsonNode finding = verified.finding(0);
    Set<List<Integer>> pinned = new HashSet<>();
    for (JsonNode decision : finding.get("decisions")) {
      pinned.add(List.of(decision.get("rank").asInt(), decision.get("epoch").asInt()));
    }
    assertTrue(pinned.containsAll(Set.of(List.of(0, 0), List.of(0, 1))),
        "rank 0's first two receives each had another sender to choose: " + finding);
  }

  static List<Integer> ints(JsonNode array) {
    List<Integer> values = new ArrayList<>();
    array.forEach(value -> values.add(value.asInt()));
    return values;
  }
}
