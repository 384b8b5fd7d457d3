package dampi.selftest;

import dampi.launch.TestPrograms;
import java.io.File;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code dampi selftest} as a user does, in a JVM of its own with this test's class path, over the suite's
 * compiled classes (the {@code testsuite} module's {@code target/classes}: the reactor builds it first).
 */
final class Selftest {
  static final Path SUITE = TestPrograms.CLASSES;
  private static final long TIME_LIMIT_SECONDS = 600;

  private Selftest() {}

  /** The end of one selftest: its exit code and its standard output, line by line. */
  record Exit(int code, List<String> lines, String err) {
    String lastLine() {
      return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    String output() {
      return String.join("\n", lines) + "\n" + err;
    }
  }

  static Exit run(String... options) throws IOException, InterruptedException {
    return runOn(SUITE, options);
  }

  /** A selftest over the labelled programs under {@code suite}. */
  static Exit runOn(Path suite, String... options) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss512k",
        "-cp", System.getProperty("java.class.path"), "dampi.cli.DampiCommand",
        "selftest", "--suite", suite.toString()));
    command.addAll(List.of(options));
    Path out = Files.createTempFile("selftest-", ".out");
    Path err = Files.createTempFile("selftest-", ".err");
    try {
      Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
      if (!process.waitFor(TIME_LIMIT_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
        throw new AssertionError("dampi selftest still running after " + TIME_LIMIT_SECONDS + " s");
      }
      return new Exit(process.exitValue(), Files.readAllLines(out, Charset.defaultCharset()),
          Files.readString(err, Charset.defaultCharset()));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }
}
