package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.launch.TestPrograms;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * dampi ended by SIGTERM in the middle of a run (as {@code timeout} and CI cancellations do) leaves nothing in its
 * temporary directory: once a niodev run left {@code dampi-niodev-<N>/} behind, a multicore one MPJ's home.
 */
@Timeout(120)
class InterruptedRunTest {
  @TempDir Path temporary;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"multicore", "niodev"})
  void aTerminatedRunLeavesNothingInTheTemporaryDirectory(String device) throws Exception {
    List<String> command = FreshJvm.command(List.of("-Djava.io.tmpdir=" + temporary), "run", "-np", "2", "--device",
        device, "--timeout", "100", "--classpath", TestPrograms.CLASSES.toString(), "launch.SleepsForever");
    Process dampi = new ProcessBuilder(command).redirectOutput(new File("/dev/null"))
        .redirectError(new File("/dev/null")).start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (!runUnderWay(device) && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertTrue(runUnderWay(device), "the run never got under way: " + contents());
      Thread.sleep(1000); // the ranks are in MPI by now
      dampi.destroy(); // SIGTERM
      assertTrue(dampi.waitFor(30, TimeUnit.SECONDS), "dampi did not end within 30 s of SIGTERM");
      assertEquals(List.of(), contents());
    } finally {
      dampi.destroyForcibly();
    }
  }

  /** Once a SIGTERM ended verify with nothing printed and no report written. */
  @org.junit.jupiter.api.Test
  void aTerminatedVerifyStillSummarizesAndWritesItsReport() throws Exception {
    Path report = temporary.resolve("report.json");
    Path out = temporary.resolve("verify.out");
    List<String> command = FreshJvm.command(List.of(), "verify", "-np", "2", "--timeout", "100", "--report",
        report.toString(), "--classpath", TestPrograms.CLASSES.toString(), "launch.SleepsForever");
    Process dampi = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(new File("/dev/null"))
        .start();
    try {
      Thread.sleep(4000); // the first run is under way: it sleeps for ever
      dampi.destroy(); // SIGTERM
      assertTrue(dampi.waitFor(30, TimeUnit.SECONDS), "dampi did not end within 30 s of SIGTERM");
      assertTrue(Files.readString(out).contains("search interrupted by a signal"), Files.readString(out));
      com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
          .readTree(report.toFile());
      assertEquals("interrupted", json.get("coverage").get("stoppedBy").asText(), json.toString());
    } finally {
      dampi.destroyForcibly();
    }
  }

  private boolean runUnderWay(String device) throws Exception {
    return contents().stream().anyMatch(name -> name.startsWith(device.equals("niodev") ? "dampi-niodev-" : "dampi"));
  }

  private List<String> contents() throws Exception {
    try (Stream<Path> entries = Files.list(temporary)) {
      return entries.map(path -> path.getFileName().toString()).sorted().toList();
    }
  }
}
