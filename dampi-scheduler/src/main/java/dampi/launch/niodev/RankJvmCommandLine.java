package dampi.launch.niodev;

import dampi.repair.ListenAddress;
import java.io.File;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command that starts one rank JVM: {@code java ... RankProcessMain ARGS} on this machine, or
 * {@code ssh -o BatchMode=yes HOST java ...} on another host, which needs the same dampi and MPJ paths there.
 */
final class RankJvmCommandLine {
  private static final List<String> JVM_OPTIONS = List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
      "-Xss512k", "-XX:-UsePerfData");

  private RankJvmCommandLine() {}

  /**
   * @param host the rank's host, or null for this machine
   * @param scratch the run's temporary directory, for ranks on this machine
   * @param listen the address a rank on this machine listens on: the one its peers reach this machine by
   */
  static List<String> of(String host, RankCommand command, Path scratch, String listen) {
    List<String> java = new ArrayList<>();
    java.add(host == null ? Path.of(System.getProperty("java.home"), "bin", "java").toString() : "java");
    java.add(heapLimit());
    java.addAll(JVM_OPTIONS);
    java.add("-Dfile.encoding=" + Charset.defaultCharset().name());
    if (host == null) {
      java.add("-Djava.io.tmpdir=" + scratch); // whatever a rank leaves there goes with the run
      java.add("-D" + ListenAddress.PROPERTY + "=" + listen); // MPJ's ports there only, not on every interface
    }
    java.add("-cp");
    java.add(ownClassPath());
    java.add(RankProcessMain.class.getName());
    java.addAll(command.toArgs());
    if (host == null) {
      return java;
    }
    List<String> ssh = new ArrayList<>(List.of("ssh", "-o", "BatchMode=yes", host));
    java.forEach(arg -> ssh.add(shellQuote(arg)));
    return ssh;
  }

  /**
   * A rank JVM may use as much heap as dampi's own JVM, where all multicore ranks live together: a program that fits on
   * one device fits on the other (a fixed 256 MB once made a 320 MB rank an out-of-memory finding on niodev alone).
   * Set it with {@code DAMPI_JAVA_OPTS=-Xmx...}.
   */
  static String heapLimit() {
    return "-Xmx" + Math.max(64, Runtime.getRuntime().maxMemory() / (1024 * 1024)) + "m";
  }

  /** This JVM's class path, which holds dampi's classes, with every entry made absolute. */
  private static String ownClassPath() {
    List<String> entries = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (!entry.isEmpty()) {
        entries.add(Path.of(entry).toAbsolutePath().toString());
      }
    }
    return String.join(File.pathSeparator, entries);
  }

  /** One word for a POSIX shell (ssh hands the remote command to the user's shell). */
  private static String shellQuote(String arg) {
    return arg.matches("[A-Za-z0-9_@%+=:,./-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'";
  }
}
