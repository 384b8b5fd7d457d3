package dampi.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import example.nightly.NightlySpecimens;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * {@link MpiTest} and {@link MpiCheck} as a user meets them: the specimen test classes run through the real JUnit
 * Jupiter engine, each invocation a whole dampi search on real MPJ ranks, judged by what JUnit reports.
 */
@Timeout(300)
class MpiTestExtensionTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  static EngineExecutionResults run(Class<?> specimens) {
    return EngineTestKit.engine("junit-jupiter").selectors(selectClass(specimens)).execute();
  }

  static List<Event> finished(EngineExecutionResults results, TestExecutionResult.Status status) {
    return results.testEvents().finished().stream()
        .filter(event -> event.getRequiredPayload(TestExecutionResult.class).getStatus() == status).toList();
  }

  static String message(Event event) {
    return event.getRequiredPayload(TestExecutionResult.class).getThrowable().orElseThrow().getMessage();
  }

  static String name(Event event) {
    return event.getTestDescriptor().getLegacyReportingName();
  }

  @Test
  void aPlantedBugFailsWithItsSiteAndAReplayCommandAndACorrectProgramPassesAtEachRankCount() throws Exception {
    EngineExecutionResults results = run(NightlySpecimens.MainClasses.class);
    List<Event> failed = finished(results, TestExecutionResult.Status.FAILED);
    assertEquals(1, failed.size(), results.testEvents().finished().list().toString());
    String message = message(failed.get(0));
    assertTrue(message.startsWith("dampi found 1 error in examples.RacyGather on 4 ranks, lvcp: 5 interleavings, "
        + "search exhausted"), message);
    assertTrue(message.contains("#1 deadlock at RacyGather.java:27 (ranks 0, 1, 2, 3)"), message);
    Matcher replay = Pattern.compile("replay: dampi replay (\\S+) --finding 1").matcher(message);
    assertTrue(replay.find(), message);
    JsonNode report = JSON.readTree(Path.of(replay.group(1)).toFile());
    assertEquals("deadlock", report.get("findings").get(0).get("kind").asText());
    assertEquals("examples.RacyGather", report.get("program").get("mainClass").asText());

    List<Event> passed = finished(results, TestExecutionResult.Status.SUCCESSFUL);
    assertEquals(List.of("3 ranks", "4 ranks"), passed.stream().map(e -> e.getTestDescriptor().getDisplayName())
        .sorted().toList());
  }

  @Test
  void aMethodBodyIsTheProgramOfEveryRankEachOnItsOwnInstance() throws Exception {
    EngineExecutionResults results = run(NightlySpecimens.Bodies.class);
    List<Event> failed = finished(results, TestExecutionResult.Status.FAILED);
    assertEquals(1, failed.size(), results.testEvents().finished().list().toString());
    String message = message(failed.get(0));
    int bugLine = lineOf("NightlySpecimens.java", "// BUG_LINE");
    assertTrue(message.contains("exception at NightlySpecimens.java:" + bugLine + " (rank 0): rank 0 threw "
        + "java.lang.IllegalStateException: rank 1 was expected to answer first"), message);
    assertTrue(message.contains("search exhausted"), message);
    List<Event> passed = finished(results, TestExecutionResult.Status.SUCCESSFUL);
    assertEquals(1, passed.size(), "the body that counts per instance: " + results.testEvents().list());
  }

  @Test
  void aSearchCutShortIsAbortedNotPassed() {
    EngineExecutionResults results = run(NightlySpecimens.Limits.class);
    List<Event> aborted = finished(results, TestExecutionResult.Status.ABORTED);
    assertEquals(1, aborted.size(), results.testEvents().finished().list().toString());
    assertTrue(message(aborted.get(0)).contains("search cut short by max-interleavings"), message(aborted.get(0)));
    assertEquals(0, finished(results, TestExecutionResult.Status.SUCCESSFUL).size());
  }

  @Test
  void theProgrammaticCheckServesAParameterizedTest() {
    EngineExecutionResults results = run(NightlySpecimens.Parameterized.class);
    assertEquals(2, finished(results, TestExecutionResult.Status.SUCCESSFUL).size(),
        results.testEvents().finished().list().toString());
  }

  @Test
  void aClassWithoutMainIsOneClearLine() {
    EngineExecutionResults results = run(NightlySpecimens.Misconfigured.class);
    List<Event> failed = finished(results, TestExecutionResult.Status.FAILED);
    assertEquals(1, failed.size());
    assertEquals("dampi: class example.nightly.NightlySpecimens has no public static void main(String[])",
        message(failed.get(0)));
  }

  private static int lineOf(String file, String marker) throws Exception {
    List<String> lines = Files.readAllLines(Path.of("src/test/java/example/nightly", file));
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(marker)) {
        return i + 1;
      }
    }
    throw new AssertionError(marker + " not in " + file);
  }
}
