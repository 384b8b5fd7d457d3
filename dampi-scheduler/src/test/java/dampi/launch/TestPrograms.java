package dampi.launch;

import java.nio.file.Path;

/**
 * Where the MPJ programs the tests run are: the classes of the {@code testsuite} module, which the reactor builds
 * before this module's tests (surefire runs in the module directory).
 */
public final class TestPrograms {
  /** The compiled programs: a class path entry, and the suite {@code dampi selftest} scans. */
  public static final Path CLASSES = Path.of("../testsuite/target/classes");

  private TestPrograms() {}
}
