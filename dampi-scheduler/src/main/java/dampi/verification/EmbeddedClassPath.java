package dampi.verification;

import dampi.check.Finding;
import dampi.intercept.RankBinding;
import dampi.launch.MpjInstallation;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A program's class path as a build or a test JVM has it, made fit for the ranks: dampi's own code and MPJ's jars are
 * left out (each rank gets them from dampi's launcher; loading them again from the program's class path would give a
 * rank two copies of them), as are entries that do not exist and repeats.
 */
public final class EmbeddedClassPath {
  private EmbeddedClassPath() {}

  static List<Path> of(List<Path> entries) {
    Set<Path> dampi = Set.of(location(Verifier.class), location(RankBinding.class), location(Finding.class));
    List<Path> mpjLibs = new ArrayList<>(List.of(MpjInstallation.DEFAULT_LIB.toAbsolutePath().normalize()));
    String fromEnvironment = System.getenv("DAMPI_MPJ_LIB");
    if (fromEnvironment != null && !fromEnvironment.isBlank()) {
      mpjLibs.add(Path.of(fromEnvironment).toAbsolutePath().normalize());
    }
    Set<Path> kept = new LinkedHashSet<>();
    for (Path entry : entries) {
      Path path = entry.toAbsolutePath().normalize();
      if (Files.exists(path) && !dampi.contains(path) && mpjLibs.stream().noneMatch(path::startsWith)
          && !path.getFileName().toString().startsWith("log4j-1.2")) {
        kept.add(path);
      }
    }
    return List.copyOf(kept);
  }

  /** Where a class was loaded from: its jar or classes directory. */
  public static Path location(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
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
