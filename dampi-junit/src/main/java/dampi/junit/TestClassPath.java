package dampi.junit;

import dampi.verification.EmbeddedClassPath;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The class path a program under test is loaded from in each rank: this JVM's class path, read through a launcher's
 * manifest-only jar as Maven Surefire starts tests, and the locations of the classes the program needs ({@code
 * Verifier} leaves dampi's own code and MPJ's jars out of it).
 */
final class TestClassPath {
  private TestClassPath() {}

  /** @param anchors classes the program needs, whose locations are added if this JVM's class path lacks them */
  static List<Path> of(Class<?>... anchors) {
    Set<Path> entries = new LinkedHashSet<>();
    for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        Path path = Path.of(entry).toAbsolutePath().normalize();
        entries.addAll(manifestClassPath(path));
        entries.add(path);
      }
    }
    for (Class<?> anchor : anchors) {
      entries.add(EmbeddedClassPath.location(anchor));
    }
    return List.copyOf(entries);
  }

  /** The entries a jar's manifest lists under Class-Path: all of a test JVM's class path, for Surefire's booter. */
  private static List<Path> manifestClassPath(Path entry) {
    if (!entry.getFileName().toString().endsWith(".jar") || !Files.isRegularFile(entry)) {
      return List.of();
    }
    try (JarFile jar = new JarFile(entry.toFile())) {
      Manifest manifest = jar.getManifest();
      String classPath = manifest == null ? null : manifest.getMainAttributes().getValue("Class-Path");
      if (classPath == null || jar.getEntry("META-INF/MANIFEST.MF") == null || jar.size() > 2) {
        return List.of(); // a real library's Class-Path, not a launcher's manifest-only jar
      }
      List<Path> listed = new ArrayList<>();
      for (String url : classPath.trim().split("\\s+")) {
        URI uri = entry.toUri().resolve(url);
        if ("file".equals(uri.getScheme())) {
          listed.add(Path.of(uri).toAbsolutePath().normalize());
        }
      }
      return listed;
    } catch (IOException | IllegalArgumentException e) {
      return List.of();
    }
  }
}
