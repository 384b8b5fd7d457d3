package dampi.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dampi.cli.DampiCommand;
import dampi.launch.TestPrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import suite.Expect;

/**
 * Labelled programs of the checkers' categories, verified in-process with {@code dampi verify --protocol lvcp} on the
 * multicore device: the finding kinds of its report must be exactly the kinds its {@link Expect} names, and the number
 * of interleavings the one it states. {@link SelftestTest} holds every labelled program to its label; this test takes
 * the command line and its JSON report to the same labels, on the first {@link #PER_CATEGORY} programs of each
 * category.
 */
@Timeout(600)
class LabelledProgramsTest {
  static final List<String> CATEGORIES = List.of("buffering", "collective", "leak", "types", "failure", "hostile");
  static final Path CLASSES = TestPrograms.CLASSES.toAbsolutePath();
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int PER_CATEGORY = 2;

  @TempDir Path files;

  @TestFactory
  Stream<DynamicTest> everyProgramGetsTheFindingsItsLabelExpects() throws IOException {
    List<String> programs = labelledPrograms();
    assertEquals(true, programs.size() >= 20, "expected the checkers' suite programs, found " + programs);
    return CATEGORIES.stream()
        .flatMap(category -> programs.stream()
            .filter(name -> name.startsWith("suite." + category + "."))
            .limit(PER_CATEGORY))
        .map(name -> DynamicTest.dynamicTest(name, () -> check(name)));
  }

  private void check(String className) throws Exception {
    Expect expect = Class.forName(className).getAnnotation(Expect.class);
    JsonNode report = verify(className, expect, expect.buffering());
    Set<String> kinds = new TreeSet<>();
    report.get("findings").forEach(finding -> kinds.add(finding.get("kind").asText()));
    assertEquals(new TreeSet<>(List.of(expect.findings())), kinds, className + ": " + report.get("findings"));
    if (expect.interleavings() >= 0) {
      assertEquals(expect.interleavings(), report.get("interleavings").asInt(), className + " interleavings");
    }
  }

  @org.junit.jupiter.api.Test
  void aLeakInEveryInterleavingIsOneFindingCountedInEach() throws Exception {
    Class<?> program = suite.leak.LeakInEveryInterleaving.class;
    Expect label = program.getAnnotation(Expect.class);
    JsonNode report = verify(program.getName(), label, label.buffering());
    assertEquals(2, report.get("interleavings").asInt());
    assertEquals(1, report.get("findings").size(), report.toString());
    JsonNode leak = report.get("findings").get(0);
    assertEquals(2, leak.get("count").asInt());
    assertEquals("LeakInEveryInterleaving.java:16", leak.get("site").asText());
    assertEquals("3 x communicator never freed at MPI.Finalize, created at LeakInEveryInterleaving.java:16 "
        + "(rank 0: 1, rank 1: 1, rank 2: 1)", leak.get("message").asText());
  }

  /**
   * A ready send whose receive is posted too late is one finding, judged where a receive takes its message, whatever
   * the timing of the run (a second finding from the send's start came and went with it).
   */
  @org.junit.jupiter.api.Test
  void aReadySendStartedBeforeItsReceiveIsOneFinding() throws Exception {
    Class<?> program = suite.ready.ReadySendBeforeTheBarrier.class;
    Expect label = program.getAnnotation(Expect.class);
    JsonNode report = verify(program.getName(), label, label.buffering());
    assertEquals(1, report.get("findings").size(), report.toString());
    assertEquals("ReadySendBeforeTheBarrier.java:18", report.get("findings").get(0).get("site").asText());
  }

  /**
   * A receive never waited is the leak; the message it matched is not "never received" besides (once both were
   * reported, under both buffering models).
   */
  @org.junit.jupiter.api.Test
  void aReceiveNeverCompletedIsOneLeakAndItsMessageIsNotCountedLost() throws Exception {
    Class<?> program = suite.leak.ReceiveRequestOverwritten.class;
    Expect label = program.getAnnotation(Expect.class);
    for (String buffering : List.of("zero", "eager")) {
      JsonNode report = verify(program.getName(), label, buffering);
      assertEquals(1, report.get("findings").size(), buffering + ": " + report);
      String site = TestPrograms.site(program, "Irecv(first").toString();
      assertEquals("1 x request never completed at MPI.Finalize, created at " + site + " (rank 0: 1)",
          report.get("findings").get(0).get("message").asText(), buffering);
    }
  }

  /** One in-process verify run of a suite program; its JSON report. */
  JsonNode verify(String className, Expect expect, String buffering, String... options) throws Exception {
    Path report = files.resolve(className + "-" + buffering + ".json");
    List<String> args = new ArrayList<>(List.of("verify", "--protocol", "lvcp", "-np",
        Integer.toString(expect.ranks()), "--timeout", "60", "--buffering", buffering, "--report",
        report.toString()));
    args.addAll(List.of(options));
    args.addAll(List.of("--classpath", CLASSES.toString(), className));
    args.addAll(List.of(expect.args()));
    int exitCode = DampiCommand.execute(args.toArray(String[]::new));
    JsonNode parsed = JSON.readTree(report.toFile());
    assertEquals(expect.findings().length == 0 ? 0 : 1, exitCode, className + " exit code: " + parsed);
    return parsed;
  }

  static List<String> labelledPrograms() throws IOException {
    List<String> names = new ArrayList<>();
    for (String category : CATEGORIES) {
      try (Stream<Path> classes = Files.list(CLASSES.resolve("suite").resolve(category))) {
        classes.map(path -> path.getFileName().toString())
            .filter(file -> file.endsWith(".class") && !file.contains("$") && !file.equals("package-info.class"))
            .map(file -> "suite." + category + "." + file.substring(0, file.length() - ".class".length()))
            .sorted()
            .forEach(names::add);
      }
    }
    return names;
  }
}
