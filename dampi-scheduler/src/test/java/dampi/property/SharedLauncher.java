package dampi.property;

import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;

/** One multicore launcher for every run of every property in this JVM: creating one reads and instruments MPJ. */
final class SharedLauncher {
  private static MulticoreLauncher launcher;

  private SharedLauncher() {}

  static synchronized MulticoreLauncher get() {
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
