package dampi.launch.niodev;

import dampi.launch.LaunchAgent;
import dampi.repair.ListenAddress;
import java.io.File;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command that starts one rank JVM: {@code java ... RankProcessMain ARGS} on this machine, or the same through the
 * run's {@link LaunchAgent} on another host ({@code ssh -o BatchMode=yes HOST java ...}), which needs the same dampi
 * and MPJ paths there and a {@code java} on its PATH. A rank elsewhere learns the address it listens on from its own
 * connection to the launcher (see {@code RankProcessMain}).
 */
final class RankJvmCommandLine {
  private static final List<String> JVM_OPTIONS = List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
      "-Xss512k", "-XX:-UsePerfData");

  private RankJvmCommandLine() {}

  /**
   * @param host the rank's host
   * @param agent how a rank is started on another host
   * @param scratch the run's temporary directory, for ranks on this machine
   * @param listen the address a rank on this machine listens on: the one its peers reach this machine by
   */
  static List<String> of(RankHost host, LaunchAgent agent, RankCommand command, Path scratch, String listen) {
    boolean here = host.isThisMachine();
    List<String> java = new ArrayList<>();
    java.add(here ? Path.of(System.getProperty("java.home"), "bin", "java").toString() : "java");
    java.add(heapLimit());
    java.addAll(JVM_OPTIONS);
    java.add("-Dfile.encoding=" + Charset.defaultCharset().name());
    if (here) {
      java.add("-Djava.io.tmpdir=" + scratch); // whatever a rank leaves there goes with the run
      java.add("-D" + ListenAddress.PROPERTY + "=" + listen); // MPJ's ports there only, not on every interface
    }
    java.add("-cp");
    java.add(ownClassPath());
    java.add(RankProcessMain.class.getName());
    java.addAll(command.toArgs());
    if (here) {
      return java;
    }
    return agent.wrap(host instanceof RankHost.Named named ? named.name() : null, java);
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
}
