package dampi.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file whole or not at all: into a fresh temporary file of the same directory, created exclusively (so a name
 * planted there, a symbolic link say, is never followed, and two runs never share one), then moved over the target in
 * one step. A reader sees the old file or the new one; of two runs writing one path, the last move wins whole.
 */
public final class AtomicFiles {
  private AtomicFiles() {}

  public static void write(Path file, byte[] content) throws IOException {
    Path target = file.toAbsolutePath();
    Path parent = target.getParent();
    Files.createDirectories(parent);
    Path temporary = Files.createTempFile(parent, "." + target.getFileName() + ".", ".tmp");
    try {
      readableByAll(temporary);
      Files.write(temporary, content);
      try {
        Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temporary);
    }
  }

  /**
   * A temporary file is made readable by its owner alone; a report is meant to be shared (served by CI, opened by a
   * colleague), so it gets the permissions of a file written the ordinary way.
   */
  private static void readableByAll(Path file) throws IOException {
    try {
      Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
    } catch (UnsupportedOperationException notPosix) {
      // Windows: the file inherits its directory's access list
    }
  }

  public static void write(Path file, String content) throws IOException {
    write(file, content.getBytes(StandardCharsets.UTF_8));
  }
}
