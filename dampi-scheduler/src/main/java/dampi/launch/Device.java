package dampi.launch;

import java.util.Locale;

/** How ranks are started: threads in this JVM, or one JVM per rank talking TCP. */
public enum Device {
  MULTICORE,
  NIODEV;

  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
