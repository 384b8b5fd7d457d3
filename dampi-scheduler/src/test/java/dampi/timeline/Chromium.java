package dampi.timeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Headless Chromium (Debian's {@code chromium}) for tests that look at pages as a browser renders them. Installed
 * with apt when missing and the tests run as root; otherwise the test is skipped with a message saying so.
 */
final class Chromium {
  private static final List<Path> KNOWN = List.of(Path.of("/usr/bin/chromium"), Path.of("/usr/bin/chromium-browser"),
      Path.of("/usr/bin/google-chrome"));
  private static Path found;

  private Chromium() {}

  static synchronized Path locate() {
    if (found == null) {
      found = existing();
      if (found == null && "root".equals(System.getProperty("user.name"))) {
        run(List.of("apt-get", "install", "-y", "-q", "chromium"), 600);
        found = existing();
      }
    }
    Assumptions.assumeTrue(found != null, "no Chromium here (install Debian's chromium package to run this test)");
    return found;
  }

  private static Path existing() {
    return KNOWN.stream().filter(Files::isExecutable).findFirst().orElse(null);
  }

  /** The DOM of {@code page} after its scripts ran. */
  static String dumpDom(Path page, String fragment) {
    return run(command("--dump-dom", page.toUri() + fragment), 120);
  }

  /** A screenshot of {@code page}, {@code width} by {@code height} pixels. */
  static void screenshot(Path page, Path png, int width, int height) {
    run(command("--screenshot=" + png.toAbsolutePath(), "--window-size=" + width + "," + height, page.toUri()
        .toString()), 120);
  }

  private static List<String> command(String... arguments) {
    List<String> command = new ArrayList<>(List.of(locate().toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--hide-scrollbars", "--no-first-run", "--user-data-dir=" + profile()));
    command.addAll(List.of(arguments));
    return command;
  }

  private static String profile() {
    try {
      return Files.createTempDirectory("dampi-chromium").toString();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String run(List<String> command, int seconds) {
    try {
      Path out = Files.createTempFile("dampi-chromium", ".out");
      Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException(command.get(0) + " took over " + seconds + " s");
      }
      String text = Files.readString(out, StandardCharsets.UTF_8);
      Files.delete(out);
      return text;
    } catch (IOException e) {
      throw new IllegalStateException("cannot run " + command.get(0) + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
