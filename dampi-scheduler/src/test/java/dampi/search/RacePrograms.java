package dampi.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The MPJ programs of package {@code races} (compiled into the module's test classes; surefire runs in the module
 * directory) and where their lines are.
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
}
