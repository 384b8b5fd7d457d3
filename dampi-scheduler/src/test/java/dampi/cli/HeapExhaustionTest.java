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
import java.util.Set;
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
   * first, the search makes one run at a time, and every run ends with the finding.
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
    JsonNode finding = json.get("findings").get(0);
    assertEquals(TestPrograms.site(ExhaustsTheHeapAfterARace.class, "hog.add(").toString(),
        finding.get("site").asText(), finding.toString());
    assertEquals(9, finding.get("count").asInt(), "in every interleaving: " + finding);
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
      // The rank catches the heap's first exhaustion, keeps what it allocated and receives: on a loaded machine the
      // heap can run out again inside that receive, which is then where the rank throws.
      Set<String> sites = Set.of(TestPrograms.site(ExhaustsTheHeapAfterARace.class, "hog.add(").toString(),
          TestPrograms.site(ExhaustsTheHeapAfterARace.class, "MPI.INT, 0, 5)").toString());
      for (JsonNode finding : json.get("findings")) {
        assertEquals("exception", finding.get("kind").asText(), finding.toString());
        assertTrue(sites.contains(finding.get("site").asText()), finding.toString());
      }
      assertTrue(json.get("interleavings").asInt() >= 1, json.toString());
    } finally {
      dampi.destroyForcibly();
    }
  }
}
