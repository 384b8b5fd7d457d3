package dampi.instrument;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The environment MPJ Express sees inside a rank: the real one, with {@code MPJ_HOME} pointing at a directory whose
 * {@code conf/mpjexpress.conf} turns MPJ's own logging off. Created once per JVM, again if something deletes it.
 */
public final class MpjEnvironment {
  private static final String CONFIGURATION =
      "mpjexpress.mpi.loglevel=OFF\nmpjexpress.mpi.old.collectives=false\nmpjexpress.version=0.44\n";
  private static volatile Map<String, String> environment;

  private MpjEnvironment() {}

  /** Called by the patched {@code mpi.MPI.Init} instead of {@link System#getenv()}. */
  public static Map<String, String> getenv() {
    Map<String, String> env = environment;
    if (env == null || !Files.isRegularFile(Path.of(env.get("MPJ_HOME"), "conf", "mpjexpress.conf"))) {
      synchronized (MpjEnvironment.class) {
        // A long-lived JVM (a test run, a large search) may outlive its directory: a cleaner of /tmp removed it.
        if (environment == null
            || !Files.isRegularFile(Path.of(environment.get("MPJ_HOME"), "conf", "mpjexpress.conf"))) {
          Map<String, String> copy = new HashMap<>(System.getenv());
          copy.put("MPJ_HOME", createHome().toString());
          environment = Map.copyOf(copy);
        }
        env = environment;
      }
    }
    return env;
  }

  private static Path createHome() {
    try {
      // deleteOnExit deletes in reverse order of registration: parents first here, so they go last.
      Path home = Files.createTempDirectory("dampi-mpj-home");
      home.toFile().deleteOnExit();
      Path confDirectory = Files.createDirectories(home.resolve("conf"));
      confDirectory.toFile().deleteOnExit();
      Path conf = confDirectory.resolve("mpjexpress.conf");
      Files.writeString(conf, CONFIGURATION);
      conf.toFile().deleteOnExit();
      return home;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create a configuration directory for MPJ Express", e);
    }
  }
}
