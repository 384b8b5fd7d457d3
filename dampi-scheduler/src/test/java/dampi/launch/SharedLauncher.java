package dampi.launch;

/**
 * One multicore launcher for every test in this JVM that needs no launcher of its own: creating one reads and
 * instruments MPJ. It is never closed; the JVM's end frees it.
 */
public final class SharedLauncher {
  private static MulticoreLauncher launcher;

  private SharedLauncher() {}

  public static synchronized MulticoreLauncher get() {
    if (launcher == null) {
      try {
        launcher = new MulticoreLauncher(MpjInstallation.locate());
      } catch (Exception e) {
        throw new IllegalStateException("MPJ Express is not installed where dampi looks for it", e);
      }
    }
    return launcher;
  }
}
