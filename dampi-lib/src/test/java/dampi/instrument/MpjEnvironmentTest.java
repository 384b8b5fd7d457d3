package dampi.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class MpjEnvironmentTest {
  @Test
  void theHomeHoldsAConfigurationThatTurnsMpjLoggingOff() throws IOException {
    Path home = Path.of(MpjEnvironment.getenv().get("MPJ_HOME"));
    String configuration = Files.readString(home.resolve("conf/mpjexpress.conf"));
    assertTrue(configuration.contains("mpjexpress.mpi.loglevel=OFF"), configuration);
    assertEquals(home.toString(), MpjEnvironment.getenv().get("MPJ_HOME"), "created once per JVM");
  }

  @Test
  void aHomeDeletedWhileTheJvmRunsIsCreatedAgain() throws IOException {
    Path home = Path.of(MpjEnvironment.getenv().get("MPJ_HOME"));
    Files.delete(home.resolve("conf/mpjexpress.conf"));
    Path again = Path.of(MpjEnvironment.getenv().get("MPJ_HOME"));
    assertTrue(Files.isRegularFile(again.resolve("conf/mpjexpress.conf")), again.toString());
  }

  /** Every rank JVM creates a home; hundreds of runs must not leave hundreds of directories behind. */
  @Test
  void theHomeIsGoneWhenTheJvmExits() throws Exception {
    Process jvm = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), PrintHome.class.getName())
        .redirectErrorStream(true).start();
    String home = new String(jvm.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertTrue(jvm.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, jvm.exitValue(), home);
    assertTrue(home.contains("dampi-mpj-home"), home);
    assertFalse(Files.exists(Path.of(home)), home + " is left behind");
  }

  static final class PrintHome {
    public static void main(String[] args) {
      String home = MpjEnvironment.getenv().get("MPJ_HOME");
      if (!Files.isRegularFile(Path.of(home, "conf", "mpjexpress.conf"))) {
        throw new IllegalStateException("no configuration in " + home);
      }
      System.out.println(home);
    }
  }
}
