package dampi.launch.niodev;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The temporary directory of one run's local rank JVMs; whatever they leave there is deleted with it. */
final class ScratchDirectory implements AutoCloseable {
  private final Path path;

  private ScratchDirectory(Path path) {
    this.path = path;
  }

  static ScratchDirectory create() {
    try {
      return new ScratchDirectory(Files.createTempDirectory("dampi-niodev-"));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create a scratch directory for the rank JVMs", e);
    }
  }

  Path path() {
    return path;
  }

  @Override
  public void close() {
    try (Stream<Path> paths = Files.walk(path)) {
      paths.sorted(Comparator.reverseOrder()).forEach(entry -> entry.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // best effort: it lives in the temporary directory
    }
  }
}
