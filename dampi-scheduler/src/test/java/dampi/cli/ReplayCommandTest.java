package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dampi.cli.FreshJvm.Exit;
import dampi.launch.TestPrograms;
import dampi.site.Site;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import suite.barrier.CrookedBarrierWrongAssumption;

/**
 * {@code dampi replay}: a finding of a verify report shows again when its schedule is replayed (exit 1, "reproduced"),
 * and a report or finding number that cannot be replayed is bad input: exit 2 and exactly one line on standard error,
 * never a stack trace. Output is checked in a {@link FreshJvm}, where it is exactly what a user sees.
 */
@Timeout(180)
class ReplayCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir static Path files;
  private static Path crookedReport;
  private static Path deadlockReport;

  @BeforeAll
  static void verifyThePlantedBugs() {
    crookedReport = files.resolve("crooked.json");
    deadlockReport = files.resolve("deadlock.json");
    assertEquals(DampiCommand.FAILED, DampiCommand.execute("verify", "-np", "3", "--report", crookedReport.toString(),
        "--classpath", TestPrograms.CLASSES.toString(), "suite.barrier.CrookedBarrierWrongAssumption"));
    assertEquals(DampiCommand.FAILED, DampiCommand.execute("verify", "-np", "3", "--protocol", "lvcp", "--report",
        deadlockReport.toString(), "--classpath", TestPrograms.CLASSES.toString(),
        "races.CrookedBarrierDeadlocks"));
  }

  @Test
  void replayingTheLateMatchReproducesTheExceptionAndShowsTheRanksOutput() {
    Exit exit = FreshJvm.dampi("replay", crookedReport.toString(), "--finding", "1");
    Site site = TestPrograms.site(CrookedBarrierWrongAssumption.class, "overtook the barrier");
    assertEquals(DampiCommand.FAILED, exit.code(), exit.out() + exit.err());
    List<String> lines = exit.out().lines().toList();
    assertTrue(lines.contains("dampi replay: finding #1 (exception at " + site + ") with 2 forced choices"),
        exit.out());
    assertTrue(lines.contains("[1] irecv got 2, recv got 0"), "the forced run's own output: " + exit.out());
    assertTrue(lines.contains("  reproduced exception at " + site + ": rank 1 threw "
        + "java.lang.IllegalStateException: the late message overtook the barrier"), exit.out());
    assertFalse(exit.out().contains("did not show"), exit.out());
  }

  @Test
  void replayingTheLateMatchReproducesTheDeadlock() {
    assertEquals(DampiCommand.FAILED, DampiCommand.execute("replay", deadlockReport.toString(), "--finding", "1"));
  }

  /** A replay command line that must be refused, and what its one line of standard error must mention. */
  record BadInput(String name, List<String> args, String mentions) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<BadInput> badInputs() throws Exception {
    byte[] garbage = new byte[512];
    new Random(20111).nextBytes(garbage);
    Path binary = Files.write(files.resolve("garbage.json"), garbage);
    String real = Files.readString(crookedReport, StandardCharsets.UTF_8);
    Path truncated = Files.writeString(files.resolve("truncated.json"), real.substring(0, real.length() / 2));
    Path otherJson = Files.writeString(files.resolve("other.json"), "{\"name\": \"not a report\", \"findings\": 3}");
    Path array = Files.writeString(files.resolve("array.json"), "[1, 2, 3]");
    ObjectNode otherTool = (ObjectNode) JSON.readTree(real);
    otherTool.put("tool", "mpirun");
    Path wrongTool = files.resolve("wrong-tool.json");
    JSON.writeValue(wrongTool.toFile(), otherTool);
    Path missing = files.resolve("no-such-report.json");
    ObjectNode changed = (ObjectNode) JSON.readTree(real);
    ((ObjectNode) changed.get("program")).put("digest", "0".repeat(64)); // as if the program changed since
    Path changedProgram = files.resolve("changed-program.json");
    JSON.writeValue(changedProgram.toFile(), changed);
    String report = crookedReport.toString();
    return Stream.of(
        new BadInput("garbage bytes", List.of(binary.toString(), "--finding", "1"), binary.toString()),
        new BadInput("truncated report", List.of(truncated.toString(), "--finding", "1"), truncated.toString()),
        new BadInput("JSON object that is no report", List.of(otherJson.toString(), "--finding", "1"),
            otherJson.toString()),
        new BadInput("JSON array", List.of(array.toString(), "--finding", "1"), array.toString()),
        new BadInput("report of another tool", List.of(wrongTool.toString(), "--finding", "1"),
            wrongTool.toString()),
        new BadInput("missing report", List.of(missing.toString(), "--finding", "1"), missing.toString()),
        // Once "the finding did not show" and exit 0.
        new BadInput("a program that changed since", List.of(changedProgram.toString(), "--finding", "1"),
            "not the one this report verified"),
        new BadInput("finding 0", List.of(report, "--finding", "0"), "--finding 0"),
        new BadInput("finding past the last", List.of(report, "--finding", "99"), "--finding 99"),
        new BadInput("no finding number", List.of(report), "--finding"));
  }

  /** A schedule whose forced choices the run never reaches says so, instead of "the finding did not show", exit 0. */
  @Test
  void aReplayThatNeverReachesItsForcedChoicesSaysSo() throws Exception {
    ObjectNode edited = (ObjectNode) JSON.readTree(crookedReport.toFile());
    for (var decision : edited.get("findings").get(0).get("decisions")) {
      ((ObjectNode) decision).put("epoch", 9);
    }
    Path unreachable = files.resolve("unreachable.json");
    JSON.writeValue(unreachable.toFile(), edited);
    Exit exit = FreshJvm.dampi("replay", unreachable.toString(), "--finding", "1");
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.out() + exit.err());
    assertEquals(1, exit.errLines().size(), exit.err());
    assertTrue(exit.errLines().get(0).startsWith("dampi replay: the run never reached the forced choice"), exit.err());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badInputs")
  void badInputExitsTwoWithOneLineOnStandardError(BadInput input) {
    String[] args = Stream.concat(Stream.of("replay"), input.args().stream()).toArray(String[]::new);
    Exit exit = FreshJvm.dampi(args);
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.out() + exit.err());
    assertEquals(1, exit.errLines().size(), "exactly one line on standard error: " + exit.err());
    String line = exit.errLines().get(0);
    assertTrue(line.startsWith("dampi replay: "), line);
    assertTrue(line.contains(input.mentions()), line);
    assertFalse(line.contains("internal error") || exit.err().contains("\tat "), "no stack trace: " + exit.err());
    assertEquals("", exit.out(), "nothing on standard output");
  }

  /**
   * Reports that parse but lack parts a replay needs (a hand-edited or damaged file) end in an internal error:
   * {@code ReportFiles.read} checks only tool, program.mainClass and findings, so {@code ReplayCommand} fails later
   * with a NullPointerException ("dampi: internal error: java.lang.NullPointerException"). Still exit 2 and one
   * line, but the line does not say what is wrong with the report.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("incompleteReports")
  void incompleteReportIsRejectedAsNotAReport(String name, String json) throws Exception {
    Path file = Files.writeString(files.resolve(name.replace(' ', '-') + ".json"), json);
    Exit exit = FreshJvm.dampi("replay", file.toString(), "--finding", "1");
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.err());
    assertEquals(1, exit.errLines().size(), exit.err());
    assertTrue(exit.errLines().get(0).startsWith("dampi replay: "), exit.err());
  }

  static Stream<Arguments> incompleteReports() {
    String program = "\"program\":{\"mainClass\":\"suite.wildcard.WildcardFanInCorrect\","
        + "\"classpath\":[\"../testsuite/target/classes\"],\"args\":[]},"
        + "\"ranks\":3,\"protocol\":\"llcp\",\"device\":\"multicore\"";
    return Stream.of(
        Arguments.of("null finding",
            "{\"tool\":\"dampi\"," + program + ",\"findings\":[null]}"),
        Arguments.of("empty finding",
            "{\"tool\":\"dampi\",\"program\":{\"mainClass\":\"suite.wildcard.WildcardFanInCorrect\"},"
                + "\"findings\":[{}]}"),
        Arguments.of("null decision",
            "{\"tool\":\"dampi\"," + program + ",\"findings\":[{\"kind\":\"exception\",\"site\":\"X.java:1\","
                + "\"decisions\":[null]}]}"));
  }

  /** A replay waits for Enter with a debugger agent in its JVM, and refuses to wait for one that cannot come. */
  @Test
  void aReplayFromARecordWaitsForADebuggerOnlyWhereOneCanAttach() throws Exception {
    Path record = files.resolve("debugged");
    Exit recorded = FreshJvm.dampi("run", "-np", "5", "--record", record.toString(), "--replay-bound", "2",
        "--classpath", TestPrograms.CLASSES.toString(), "suite.realistic.MonteCarloPi");
    assertEquals(DampiCommand.OK, recorded.code(), recorded.toString());
    Path enter = Files.writeString(files.resolve("enter"), "\n");
    Exit waited = FreshJvm.dampiReading(enter.toFile(),
        List.of("-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:0"), "replay",
        record.toString(), "--ranks", "0", "--wait-for-debugger");
    assertEquals(DampiCommand.OK, waited.code(), waited.toString());
    assertTrue(waited.err().contains("this JVM takes a debugger (-agentlib:jdwp="), waited.err());
    assertTrue(waited.out().contains("rank 0: finalized (as in the recorded run)"), waited.out());
    Exit refused = FreshJvm.dampi("replay", record.toString(), "--ranks", "0", "--wait-for-debugger");
    assertEquals(DampiCommand.BAD_INPUT, refused.code(), refused.toString());
    assertEquals(1, refused.errLines().size(), refused.err());
    assertTrue(refused.err().contains("DAMPI_JAVA_OPTS"), refused.err());
    assertEquals("", refused.out(), "refused before anything runs");
  }
}
