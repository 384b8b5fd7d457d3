package dampi.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.stream.Stream;

/**
 * What identifies a program's code: SHA-256 over its main class and every file of its class path (a jar's bytes; a
 * directory's files by relative name and bytes, in name order). A report records it, so that a replay can say when
 * the program is no longer the one verified.
 */
public final class ProgramDigest {
  private ProgramDigest() {}

  public static String of(Program program) {
    MessageDigest sha = sha256();
    sha.update(program.mainClass().getBytes(StandardCharsets.UTF_8));
    for (Path entry : program.classpath()) {
      try {
        if (Files.isDirectory(entry)) {
          try (Stream<Path> files = Files.walk(entry)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
              sha.update(entry.relativize(file).toString().getBytes(StandardCharsets.UTF_8));
              sha.update(Files.readAllBytes(file));
            }
          }
        } else if (Files.isRegularFile(entry)) {
          sha.update(Files.readAllBytes(entry));
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the program's class path entry " + entry, e);
      }
    }
    return HexFormat.of().formatHex(sha.digest());
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
