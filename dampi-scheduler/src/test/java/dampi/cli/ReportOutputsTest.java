package dampi.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.cli.FreshJvm.Exit;
import dampi.launch.TestPrograms;
import dampi.report.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files {@code verify} writes: refused before the search when they cannot be written or would replace an input,
 * written whole through a fresh temporary file, never through a name someone planted.
 */
@Timeout(120)
class ReportOutputsTest {
  private static final String PROGRAM = "suite.wildcard.WildcardFanInCorrect";

  @TempDir Path files;

  /** Once the jar was replaced by the JSON report and the exit code was 0. */
  @Test
  void aReportOntoTheProgramsJarIsRefusedBeforeTheSearch() throws Exception {
    Path jar = Files.writeString(files.resolve("app.jar"), "the user's program"); // refused before it is read
    byte[] before = Files.readAllBytes(jar);
    Exit exit = FreshJvm.dampi("verify", "--report", jar.toString(), jar.toString());
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.err());
    assertEquals(List.of("dampi verify: --report " + jar + " would overwrite an input of the run"), exit.errLines());
    assertEquals("", exit.out(), "no search ran");
    assertArrayEquals(before, Files.readAllBytes(jar));
  }

  /** Once found only after the whole search, and the summary was lost. */
  @Test
  void anUnwritableReportDirectoryIsRefusedBeforeTheSearch() throws Exception {
    Path notADirectory = Files.writeString(files.resolve("plain-file"), "x");
    Exit exit = FreshJvm.dampi("verify", "-np", "3", "--junit", notADirectory.resolve("junit.xml").toString(),
        "--classpath", TestPrograms.CLASSES.toString(), PROGRAM);
    assertEquals(DampiCommand.BAD_INPUT, exit.code(), exit.err());
    assertEquals(1, exit.errLines().size(), exit.err());
    assertTrue(exit.errLines().get(0).startsWith("dampi verify: --junit "), exit.err());
    assertEquals("", exit.out(), "no search ran");
  }

  /** Once the report went through {@code <report>.tmp}, following a symbolic link planted there. */
  @Test
  void aLinkPlantedAtTheOldTemporaryNameIsNotFollowed() throws Exception {
    Path victim = Files.writeString(files.resolve("victim.txt"), "keep me");
    Path report = files.resolve("report.json");
    Files.createSymbolicLink(files.resolve("report.json.tmp"), victim);
    Exit exit = FreshJvm.dampi("verify", "-np", "3", "--report", report.toString(), "--classpath",
        TestPrograms.CLASSES.toString(), PROGRAM);
    assertEquals(DampiCommand.OK, exit.code(), exit.err());
    assertEquals("keep me", Files.readString(victim));
    assertTrue(Files.readString(report).contains("\"tool\""), "the report itself was written");
  }

  /** Once two runs writing one path left one of them with the other's report, or a mix. */
  @Test
  void writersOfOnePathLeaveOneWholeFile() throws Exception {
    Path target = files.resolve("shared.json");
    List<String> contents = new ArrayList<>();
    for (int writer = 0; writer < 8; writer++) {
      contents.add(String.valueOf((char) ('a' + writer)).repeat(200_000));
    }
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<?>> writes = new ArrayList<>();
      for (String content : contents) {
        writes.add(pool.submit(() -> {
          for (int round = 0; round < 20; round++) {
            AtomicFiles.write(target, content);
          }
          return null;
        }));
      }
      for (Future<?> write : writes) {
        write.get();
      }
    } finally {
      pool.shutdown();
    }
    assertTrue(contents.contains(Files.readString(target)), "one writer's whole content");
    try (var left = Files.list(files)) {
      assertEquals(List.of(target), left.toList(), "no temporary file left behind");
    }
  }
}
