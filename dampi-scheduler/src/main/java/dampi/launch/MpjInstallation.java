package dampi.launch;

import dampi.instrument.MpjClasses;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where MPJ Express 0.44 lives on this machine: Debian's libmpj-java puts its jars in {@code /usr/share/mpj/lib}
 * and log4j 1.2 in {@code /usr/share/java}. {@code DAMPI_MPJ_LIB} and {@code DAMPI_LOG4J_JAR} override both.
 */
public record MpjInstallation(Path lib, Path log4j) {
  private static final java.util.Map<MpjInstallation, MpjClasses> CLASSES =
      new java.util.concurrent.ConcurrentHashMap<>();
  public static final Path DEFAULT_LIB = Path.of("/usr/share/mpj/lib");
  public static final Path DEFAULT_LOG4J = Path.of("/usr/share/java/log4j-1.2.jar");

  public static MpjInstallation locate() throws BadInputException {
    Path lib = pathFromEnvironment("DAMPI_MPJ_LIB", DEFAULT_LIB);
    Path log4j = pathFromEnvironment("DAMPI_LOG4J_JAR", DEFAULT_LOG4J);
    MpjInstallation installation = new MpjInstallation(lib, log4j);
    for (Path jar : installation.allJars()) {
      if (!Files.isReadable(jar)) {
        throw new BadInputException("MPJ Express 0.44 is not installed: " + jar
            + " is missing (install the Debian package libmpj-java, or run scripts/ensure-mpj)");
      }
    }
    return installation;
  }

  /** Multicore: loaded once per run and shared by all ranks (device state, mpjdev.Request/Status, log4j). */
  public List<Path> multicoreSharedJars() {
    return List.of(jar("smpdev"), jar("xdev"), jar("mpjbuf"), jar("mpiExp"), log4j);
  }

  /** Multicore: loaded once per rank, so that MPI.COMM_WORLD and every other static is the rank's own. */
  public List<Path> multicoreRankJars() {
    return List.of(jar("mpi"), jar("mpjdev"));
  }

  /** niodev: one JVM per rank; mpj.jar holds mpi, mpjdev, mpjbuf, xdev and niodev. */
  public List<Path> niodevRankJars() {
    return List.of(jar("mpj"), log4j);
  }

  /**
   * MPJ's classes, read once per installation from its jars; the ones {@link UserSite} treats as MPJ's from now on.
   */
  public MpjClasses classes() {
    MpjClasses classes = CLASSES.computeIfAbsent(this, installation -> MpjClasses.in(installation.allJars()));
    UserSite.knowMpj(classes);
    return classes;
  }

  private List<Path> allJars() {
    return List.of(jar("mpj"), jar("mpi"), jar("mpjdev"), jar("smpdev"), jar("xdev"), jar("mpjbuf"), jar("mpiExp"),
        log4j);
  }

  private Path jar(String name) {
    return lib.resolve(name + ".jar");
  }

  private static Path pathFromEnvironment(String variable, Path fallback) {
    String value = System.getenv(variable);
    return value == null || value.isBlank() ? fallback : Path.of(value);
  }
}
