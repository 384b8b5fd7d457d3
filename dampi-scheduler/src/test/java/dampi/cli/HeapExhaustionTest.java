package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dampi.launch.TestPrograms;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import launch.ExhaustsTheHeapAfterARace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import suite.hostile.KeepsTheHeapAfterOutOfMemory;

/**
 * A multicore program that exhausts the heap it shares with dampi, catches the OutOfMemoryError and keeps what it
 * allocated. Once dampi's own threads died of the same error: the run outlived its time limit, and SIGTERM could not
 * end dampi (the JVM could not start the thread that handles it).
 */
@Timeout(240)
class HeapExhaustionTest {
  private static final List<String> SMALL_HEAP = List.of("-Xmx256m");
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path files;

  @Test
  void aRankThatKeepsTheExhaustedHeapIsReportedAtItsAllocatingLine() throws Exception {
    Path report = files.resolve("report.json");
    FreshJvm.Exit exit = FreshJvm.dampi(SMALL_HEAP, 90, "verify", "--protocol", "llcp", "-np", "2", "--report",
        report.toString(), "--classpath", TestPrograms.CLASSES.toString(),
        KeepsTheHeapAfterOutOfMemory.class.getName());
    String site = TestPrograms.site(KeepsTheHeapAfterOutOfMemory.class, "hog.add(").toString();
    assertEquals(1, exit.code(), exit.toString());
    assertTrue(exit.out().contains("exception at " + site), exit.out());
    JsonNode json = JSON.readTree(report.toFile());
    assertTrue(json.get("exhausted").asBoolean(), json.toString());
    assertEquals(1, json.get("findings").size(), json.toString());
    JsonNode finding = json.get("findings").get(0);
    assertEquals("exception", finding.get("kind").asText());
    assertEquals(site, finding.get("site").asText());
    assertEquals(1, finding.get("ranks").get(0).asInt());
    assertTrue(finding.get("message").asText().startsWith("rank 1 threw java.lang.OutOfMemoryError"),
        finding.toString());
  }

  /**
   * Each of its interleavings exhausts the heap, and three are made at once: they fill it together faster than the
   * guard ends one, which once stalled the search or killed dampi with the JVM's message (3 searches in 5). After the
   * first, the search makes one run at a time, and every run ends with rank 1's OutOfMemoryError. Its line is the
   * allocation's, unless on a loaded machine the JVM's own error came first and the program caught it: the rank is then
   * ended where it has got to (the README says so), in about 1 run in 20 under two busy threads on 2 cores.
   */
  @Test
  void runsMadeAtOnceThatEachExhaustTheHeapEndWithTheFindingInEveryInterleaving() throws Exception {
    Path report = files.resolve("report.json");
    FreshJvm.Exit exit = FreshJvm.dampi(SMALL_HEAP, 150, "verify", "--protocol", "llcp", "-np", "5", "--jobs", "3",
        "--max-interleavings", "9", "--report", report.toString(), "--classpath", TestPrograms.CLASSES.toString(),
        ExhaustsTheHeapAfterARace.class.getName());
    assertEquals(1, exit.code(), exit.toString());
    JsonNode json = JSON.readTree(report.toFile());
    assertEquals(9, json.get("interleavings").asInt(), json.toString());
    String allocation = TestPrograms.site(ExhaustsTheHeapAfterARace.class, "hog.add(").toString();
    int outOfMemory = 0;
    boolean atTheAllocation = false;
    for (JsonNode finding : json.get("findings")) {
      assertTrue(finding.get("message").asText().startsWith("rank 1 threw java.lang.OutOfMemoryError"),
          finding.toString());
      outOfMemory += finding.get("count").asInt();
      atTheAllocation |= finding.get("site").asText().equals(allocation);
    }
    assertEquals(9, outOfMemory, "in every interleaving: " + json.get("findings"));
    assertTrue(atTheAllocation, json.get("findings").toString());
  }

  /** Each of its 24 interleavings exhausts the heap; the signal comes while they run, one at a time. */
  @Test
  void aSignalWhileRunsExhaustTheHeapEndsDampiWithTheReportOfWhatWasFound() throws Exception {
    Path report = files.resolve("report.json");
    Path out = files.resolve("verify.out");
    List<String> command = FreshJvm.command(SMALL_HEAP, "verify", "--protocol", "llcp", "-np", "5", "--jobs", "1",
        "--report", report.toString(), "--classpath", TestPrograms.CLASSES.toString(),
        ExhaustsTheHeapAfterARace.class.getName());
    Process dampi = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(new File("/dev/null"))
        .start();
    try {
      Thread.sleep(6000); // a few runs have ended by now, of the 24 that take twenty seconds
      assertTrue(dampi.isAlive(), "the search ended before the signal: " + Files.readString(out));
      dampi.destroy(); // SIGTERM
      assertTrue(dampi.waitFor(15, TimeUnit.SECONDS), "dampi did not end within 15 s of SIGTERM");
      JsonNode json = JSON.readTree(report.toFile());
      assertEquals("interrupted", json.get("coverage").get("stoppedBy").asText(), json.toString());
      // Where the JVM's own error beat the guard, the rank that caught it is ended wherever it has got to since (the
      // three-jobs case above says more), so only the error is asked for, not its line.
      for (JsonNode finding : json.get("findings")) {
        assertEquals("exception", finding.get("kind").asText(), finding.toString());
        assertTrue(finding.get("message").asText().startsWith("rank 1 threw java.lang.OutOfMemoryError"),
            finding.toString());
      }
      assertTrue(json.get("interleavings").asInt() >= 1, json.toString());
    } finally {
      dampi.destroyForcibly();
    }
  }
}
