package dampi.instrument;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;

/**
 * The classes of MPJ Express, known by the jars they come from rather than by their names: an application class in a
 * package named {@code mpi.} (say {@code mpi.pt2pt.MyTest}) is the application's own, and its calls and lines are the
 * application's. Names are binary names with slashes, as in class files ({@code mpi/Comm}).
 */
public final class MpjClasses {
  private final Set<String> internalNames;

  private MpjClasses(Set<String> internalNames) {
    this.internalNames = Set.copyOf(internalNames);
  }

  /** The classes in {@code jars}. */
  public static MpjClasses in(List<Path> jars) {
    Set<String> names = new HashSet<>();
    for (Path jar : jars) {
      try (JarFile file = new JarFile(jar.toFile())) {
        file.stream()
            .map(entry -> entry.getName())
            .filter(name -> name.endsWith(".class"))
            .forEach(name -> names.add(name.substring(0, name.length() - ".class".length())));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read MPJ's classes from " + jar, e);
      }
    }
    return new MpjClasses(names);
  }

  /** Exactly these classes (tests). */
  public static MpjClasses of(Set<String> internalNames) {
    return new MpjClasses(internalNames);
  }

  /** @param className a binary name with dots ({@code mpi.Comm}) or slashes ({@code mpi/Comm}) */
  public boolean contains(String className) {
    return internalNames.contains(className.replace('.', '/'));
  }
}
