package dampi.search;

import dampi.instrument.WorkAfterEmptyPolls;
import dampi.site.Site;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The polls of an application after whose empty answer it may work before polling again, read once per search from
 * its class path (see {@link WorkAfterEmptyPolls}): the search knows them for loops that work between polls from the
 * start, whatever the first runs' timing showed.
 */
final class ProgramPolls {
  private ProgramPolls() {}

  static Set<Site> workingAfterNothing(List<Path> classpath) {
    Set<Site> sites = new HashSet<>();
    for (Path entry : classpath) {
      try {
        if (Files.isDirectory(entry)) {
          try (Stream<Path> files = Files.walk(entry)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".class")).toList()) {
              read(Files.readAllBytes(file), sites);
            }
          }
        } else if (Files.isRegularFile(entry)) {
          try (JarFile jar = new JarFile(entry.toFile())) {
            for (JarEntry classFile : jar.stream().filter(e -> e.getName().endsWith(".class")).toList()) {
              read(jar.getInputStream(classFile).readAllBytes(), sites);
            }
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the application's classes from " + entry, e);
      }
    }
    return sites;
  }

  private static void read(byte[] classBytes, Set<Site> sites) {
    if (WorkAfterEmptyPolls.mayPoll(classBytes)) {
      try {
        sites.addAll(WorkAfterEmptyPolls.in(classBytes));
      } catch (RuntimeException e) {
        // A class ASM cannot read is one the JVM will refuse too, where the run says so: no poll of it is known.
      }
    }
  }
}
