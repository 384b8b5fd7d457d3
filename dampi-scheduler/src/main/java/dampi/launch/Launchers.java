package dampi.launch;

/** Creates the launcher for a device. */
public final class Launchers {
  private Launchers() {}

  public static Launcher create(Device device) throws BadInputException {
    MpjInstallation mpj = MpjInstallation.locate();
    return switch (device) {
      case MULTICORE -> new MulticoreLauncher(mpj);
      case NIODEV -> new NiodevLauncher(mpj);
    };
  }
}
