package dampi.launch.devices;

import dampi.launch.BadInputException;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.niodev.NiodevLauncher;

/**
 * The launcher of each {@link Device}: the one place that knows every device, above {@code dampi.launch} and the
 * device packages, which depend on {@code dampi.launch} and never on each other.
 */
public final class Launchers {
  private Launchers() {}

  public static Launcher create(Device device) throws BadInputException {
    MpjInstallation mpj = MpjInstallation.locate();
    return switch (device) {
      case MULTICORE -> new MulticoreLauncher(mpj);
      case NIODEV -> new NiodevLauncher(mpj);
    };
  }

  /** Checks what a run of {@code spec} on its device depends on, before anything starts. */
  public static void validate(LaunchSpec spec) throws BadInputException {
    if (spec.device() == Device.NIODEV) {
      NiodevLauncher.validate(spec);
    }
  }
}
