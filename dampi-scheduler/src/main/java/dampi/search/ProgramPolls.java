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
 * What an application's polling loops do when a poll finds nothing, read once per search from its class path (see
 * {@link WorkAfterEmptyPolls}), so that the search knows it from the start, whatever the first runs' timing showed:
 * the polls after which it may work before polling again, those whose loop reads the clock (and may give up), and
 * those whose loop polls until it finds.
 *
 * @param working the sites of polls after whose empty answer the program may work
 * @param timed the sites of polls whose loop reads the clock between polls
 * @param untilFound the sites of polls whose empty answer always leads back to them
 */
record ProgramPolls(Set<Site> working, Set<Site> timed, Set<Site> untilFound) {
  static ProgramPolls of(List<Path> classpath) {
    Set<Site> working = new HashSet<>();
    Set<Site> timed = new HashSet<>();
    Set<Site> untilFound = new HashSet<>();
    for (Path entry : classpath) {
      try {
        if (Files.isDirectory(entry)) {
          try (Stream<Path> files = Files.walk(entry)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".class")).toList()) {
              read(Files.readAllBytes(file), working, timed, untilFound);
            }
          }
        } else if (Files.isRegularFile(entry)) {
          try (JarFile jar = new JarFile(entry.toFile())) {
            for (JarEntry classFile : jar.stream().filter(e -> e.getName().endsWith(".class")).toList()) {
              read(jar.getInputStream(classFile).readAllBytes(), working, timed, untilFound);
            }
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the application's classes from " + entry, e);
      }
    }
    return new ProgramPolls(Set.copyOf(working), Set.copyOf(timed), Set.copyOf(untilFound));
  }

  private static void read(byte[] classBytes, Set<Site> working, Set<Site> timed, Set<Site> untilFound) {
    if (WorkAfterEmptyPolls.mayPoll(classBytes)) {
      try {
        working.addAll(WorkAfterEmptyPolls.in(classBytes));
        timed.addAll(WorkAfterEmptyPolls.timedIn(classBytes));
        untilFound.addAll(WorkAfterEmptyPolls.untilFoundIn(classBytes));
      } catch (RuntimeException e) {
        // A class ASM cannot read is one the JVM will refuse too, where the run says so: no poll of it is known.
      }
    }
  }
}
