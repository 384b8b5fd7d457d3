package dampi.junit;

import dampi.check.Finding;
import dampi.intercept.RankBinding;
import dampi.launch.MpjInstallation;
import dampi.verification.Verifier;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The class path a program under test is loaded from in each rank: this JVM's class path (read through a launcher's
 * manifest-only jar, as Maven Surefire starts tests), less dampi's own code and MPJ's jars, which each rank gets from
 * dampi's launcher (loading them again from the program's class path would give a rank two copies of them).
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
      entries.add(location(anchor));
    }
    Set<Path> dampi = Set.of(location(Verifier.class), location(RankBinding.class), location(Finding.class));
    Path mpjLib = MpjInstallation.DEFAULT_LIB.toAbsolutePath().normalize();
    String mpjFromEnvironment = System.getenv("DAMPI_MPJ_LIB");
    Path otherMpjLib = mpjFromEnvironment == null || mpjFromEnvironment.isBlank() ? mpjLib
        : Path.of(mpjFromEnvironment).toAbsolutePath().normalize();
    List<Path> kept = new ArrayList<>();
    for (Path entry : entries) {
      if (Files.exists(entry) && !dampi.contains(entry) && !entry.startsWith(mpjLib) && !entry.startsWith(otherMpjLib)
          && !entry.getFileName().toString().startsWith("log4j-1.2")) {
        kept.add(entry);
      }
    }
    return kept;
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

  private static Path location(Class<?> type) {
    java.security.CodeSource source = type.getProtectionDomain().getCodeSource();
    if (source == null) {
      throw new IllegalStateException("cannot locate the classes of " + type.getName());
    }
    try {
      return Path.of(source.getLocation().toURI()).toAbsolutePath().normalize();
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate the classes of " + type.getName(), e);
    }
  }
}
