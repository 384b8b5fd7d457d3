package dampi.cli;

import dampi.launch.BadInputException;

/** The {@code --jobs} option of the commands that search: how many interleavings may run at once. */
final class JobsOption {
  private JobsOption() {}

  /** The default: one job per core. */
  static int cores() {
    return Runtime.getRuntime().availableProcessors();
  }

  static void check(int jobs) throws BadInputException {
    if (jobs < 1) {
      throw new BadInputException("--jobs must be 1 or more, got " + jobs);
    }
  }
}
