package dampi.search;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The MPJ programs of package {@code races} (compiled into the module's test classes; surefire runs in the module
 * directory), where their lines are, and the dampi command line run on them in a JVM of its own.
 */
public final class RacePrograms {
  public static final Path TEST_CLASSES = Path.of("target/test-classes");
  public static final String PACKAGE = "races.";
  private static final Path SOURCES = Path.of("src/test/java/races");

  private RacePrograms() {}

  public static LaunchSpec spec(String simpleName, int ranks, String... args) {
    return spec(simpleName, ranks, Duration.ofSeconds(30), args);
  }

  public static LaunchSpec spec(String simpleName, int ranks, Duration timeout, String... args) {
    return new LaunchSpec(new Program(List.of(TEST_CLASSES), PACKAGE + simpleName, List.of(args), null), ranks,
        Device.MULTICORE, timeout, null);
  }

  /** The 1-based line of the program's source that contains {@code marker} (exactly one line must). */
  public static int lineOf(String simpleName, String marker) {
    List<String> lines;
    try {
      lines = Files.readAllLines(SOURCES.resolve(simpleName + ".java"), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AssertionError("cannot read the source of " + simpleName, e);
    }
    int found = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(marker)) {
        assertTrue(found < 0, simpleName + ".java has '" + marker + "' on more than one line");
        found = i + 1;
      }
    }
    assertTrue(found > 0, simpleName + ".java has no line with '" + marker + "'");
    return found;
  }

  /** How findings name a source position: {@code Class.java:line}. */
  public static String site(String simpleName, String marker) {
    return simpleName + ".java:" + lineOf(simpleName, marker);
  }

  /** What one dampi command line did in a JVM of its own. */
  public record CliRun(int exitCode, String stdout, String stderr) {
    public List<String> stderrLines() {
      return stderr.lines().toList();
    }

    @Override
    public String toString() {
      return "exit " + exitCode + "\n--- stdout:\n" + stdout + "--- stderr:\n" + stderr;
    }
  }

  /**
   * Runs {@code dampi ARGS} as {@code java dampi.cli.DampiCommand ARGS} with the test class path, in the module
   * directory: its standard output and error are exactly what a user sees.
   */
  public static CliRun dampi(String... args) {
    String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss512k", "-cp", classpath,
        "dampi.cli.DampiCommand"));
    command.addAll(List.of(args));
    try {
      Path out = Files.createTempFile("dampi-out", ".txt");
      Path err = Files.createTempFile("dampi-err", ".txt");
      try {
        Process process = new ProcessBuilder(command).directory(new File(".").getAbsoluteFile())
            .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
          process.destroyForcibly();
          fail("dampi " + String.join(" ", args) + " did not end within 60 s");
        }
        return new CliRun(process.exitValue(), Files.readString(out), Files.readString(err));
      } finally {
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
      }
    } catch (IOException e) {
      throw new AssertionError("cannot start dampi", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }
}
