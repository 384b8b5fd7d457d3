package dampi.cli;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code dampi} as a user does: {@link DampiCommand#main} in a JVM of its own, with this test's class path. Its
 * exit code and everything it prints are the real ones; in particular dampi's own messages, which the command line
 * prints on the standard error the JVM started with (see {@code OutputRouter.originalErr()}), cannot be redirected
 * once another test in this JVM has made the first run.
 */
final class FreshJvm {
  private static final long TIME_LIMIT_SECONDS = 120;

  private FreshJvm() {}

  /** The end of one {@code dampi} process. */
  record Exit(int code, String out, String err) {
    List<String> errLines() {
      return err.lines().toList();
    }
  }

  static Exit dampi(String... args) {
    return dampiReading(new java.io.File("/dev/null"), args);
  }

  /** The command line of a fresh {@code dampi} JVM with {@code jvmOptions} and {@code args}. */
  static List<String> command(List<String> jvmOptions, String... args) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xss512k");
    command.addAll(jvmOptions);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(DampiCommand.class.getName());
    command.addAll(List.of(args));
    return command;
  }

  /** As {@link #dampi}, with {@code input} as dampi's standard input. */
  static Exit dampiReading(java.io.File input, String... args) {
    return dampi(input, List.of(), TIME_LIMIT_SECONDS, args);
  }

  /** As {@link #dampiReading(java.io.File, String...)}, in a JVM with {@code jvmOptions}. */
  static Exit dampiReading(java.io.File input, List<String> jvmOptions, String... args) {
    return dampi(input, jvmOptions, TIME_LIMIT_SECONDS, args);
  }

  /** As {@link #dampi}, in a JVM with {@code jvmOptions}, which must end within {@code limitSeconds}. */
  static Exit dampi(List<String> jvmOptions, long limitSeconds, String... args) {
    return dampi(new java.io.File("/dev/null"), jvmOptions, limitSeconds, args);
  }

  private static Exit dampi(java.io.File input, List<String> jvmOptions, long limitSeconds, String... args) {
    List<String> command = command(jvmOptions, args);
    Path out = null;
    Path err = null;
    try {
      out = Files.createTempFile("dampi-cli-", ".out");
      err = Files.createTempFile("dampi-cli-", ".err");
      Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(input)).start();
      if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
        throw new AssertionError("dampi " + String.join(" ", args) + " still running after " + limitSeconds
            + " s; its standard error: " + Files.readString(err, Charset.defaultCharset()));
      }
      return new Exit(process.exitValue(), Files.readString(out, Charset.defaultCharset()),
          Files.readString(err, Charset.defaultCharset()));
    } catch (IOException e) {
      throw new AssertionError("cannot run " + command, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted while running " + command, e);
    } finally {
      deleteQuietly(out);
      deleteQuietly(err);
    }
  }

  private static void deleteQuietly(Path file) {
    if (file != null) {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        // a temporary file left behind is harmless
      }
    }
  }
}
