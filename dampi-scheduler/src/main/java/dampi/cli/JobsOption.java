package dampi.cli;

import dampi.launch.BadInputException;

/** The {@code --jobs} option of the commands that search: how many interleavings may run at once. */
final class JobsOption {
  private JobsOption() {}

  /** The default: one job per core. */
  static int cores() {
    return Runtime.getRuntime().availableProcessors();
  }

  /** Far above any useful number on one machine (every job is a whole run of the program's ranks). */
  static final int MAX_JOBS = 256;

  static void check(int jobs) throws BadInputException {
    if (jobs < 1 || jobs > MAX_JOBS) {
      throw new BadInputException("--jobs must be between 1 and " + MAX_JOBS + ", got " + jobs);
    }
  }
}
