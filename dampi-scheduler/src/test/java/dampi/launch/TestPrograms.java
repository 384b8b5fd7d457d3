package dampi.launch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.site.Site;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Where the MPJ programs the tests run are, and where their lines are: the {@code testsuite} module, whose classes the
 * reactor builds before this module's tests (surefire runs in the module directory).
 */
public final class TestPrograms {
  /** The compiled programs: a class path entry, and the suite {@code dampi selftest} scans. */
  public static final Path CLASSES = Path.of("../testsuite/target/classes");
  private static final Path SOURCES = Path.of("../testsuite/src/main/java");

  private TestPrograms() {}

  /** {@code main} on the programs' class path, with {@code args}. */
  public static Program program(Class<?> main, String... args) {
    return new Program(List.of(CLASSES), main.getName(), List.of(args), null);
  }

  /** A multicore run of {@code main} on {@code ranks} ranks, with a 30 s time limit. */
  public static LaunchSpec spec(Class<?> main, int ranks, String... args) {
    return spec(main, ranks, Duration.ofSeconds(30), args);
  }

  public static LaunchSpec spec(Class<?> main, int ranks, Duration timeout, String... args) {
    return new LaunchSpec(program(main, args), ranks, Device.MULTICORE, timeout, null);
  }

  /** The 1-based line of the program's source that contains {@code marker} (exactly one line must). */
  public static int lineOf(Class<?> program, String marker) {
    String file = program.getSimpleName() + ".java";
    List<String> lines;
    try {
      lines = Files.readAllLines(SOURCES.resolve(program.getPackageName().replace('.', '/')).resolve(file),
          StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AssertionError("cannot read the source of " + program.getName(), e);
    }
    int found = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(marker)) {
        assertTrue(found < 0, file + " has '" + marker + "' on more than one line");
        found = i + 1;
      }
    }
    assertTrue(found > 0, file + " has no line with '" + marker + "'");
    return found;
  }

  /** How findings and outcomes name a source position: {@code Class.java:line}. */
  public static Site site(Class<?> program, String marker) {
    return Site.of(program.getSimpleName() + ".java", lineOf(program, marker));
  }
}
