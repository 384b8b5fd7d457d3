package dampi.launch.niodev;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The temporary directory of one run's local rank JVMs; whatever they leave there is deleted with it, at the end of
 * the run or, when dampi is interrupted (SIGINT, SIGTERM) in the middle of one, as the JVM shuts down.
 */
final class ScratchDirectory implements AutoCloseable {
  private static final Set<ScratchDirectory> OPEN = ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> OPEN.forEach(ScratchDirectory::close),
        "dampi-scratch-cleanup"));
  }

  private static final int DELETE_ATTEMPTS = 30;
  private static final long DELETE_RETRY_MS = 100;

  private final Path path;

  private ScratchDirectory(Path path) {
    this.path = path;
  }

  static ScratchDirectory create() {
    try {
      ScratchDirectory scratch = new ScratchDirectory(Files.createTempDirectory("dampi-niodev-"));
      OPEN.add(scratch);
      return scratch;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create a scratch directory for the rank JVMs", e);
    }
  }

  Path path() {
    return path;
  }

  /**
   * Deletes the directory and everything in it. When dampi is interrupted, the rank JVMs are ended by another shutdown
   * hook at the same time, and one may still write a file here after the tree was walked: the deletion is tried again
   * for a short while, until the directory is gone.
   */
  @Override
  public void close() {
    OPEN.remove(this);
    for (int attempt = 0; attempt < DELETE_ATTEMPTS && Files.exists(path); attempt++) {
      if (attempt > 0) {
        try {
          Thread.sleep(DELETE_RETRY_MS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
      deleteTree();
    }
  }

  private void deleteTree() {
    try (Stream<Path> paths = Files.walk(path)) {
      paths.sorted(Comparator.reverseOrder()).forEach(entry -> entry.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // best effort: it lives in the temporary directory
    }
  }
}
