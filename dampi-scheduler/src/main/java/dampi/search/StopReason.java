package dampi.search;

/**
 * Why a search stopped: it ran out of alternatives, with or without a bound withholding some, or a limit ended it.
 * Only {@link #EXHAUSTED} is full coverage; the report names every other reason ({@code coverage.stoppedBy}).
 */
public enum StopReason {
  /** No choice point has an alternative left, and no bound withheld any: every interleaving was explored. */
  EXHAUSTED(null),
  /** No choice point has an alternative left, but a bound (mixing, or an abstracted region) withheld some. */
  BOUNDS("bounds"),
  /** {@link SearchLimits#maxInterleavings()} were explored. */
  MAX_INTERLEAVINGS("max-interleavings"),
  /** {@link SearchLimits#timeLimit()} passed. */
  TIME_LIMIT("time-limit"),
  /** An interleaving had a finding, and {@link SearchLimits#stopAtFirstError()} was asked for. */
  FIRST_ERROR("first-error"),
  /** dampi was ended by a signal (SIGTERM, Ctrl-C) in the middle: the report holds the runs that had ended. */
  INTERRUPTED("interrupted"),
  /**
   * A rank could not be started on its host, or could not reach dampi from there (niodev past one machine): the
   * report holds the runs that had ended.
   */
  LAUNCH_FAILURE("launch-failure");

  private final String stoppedBy;

  StopReason(String stoppedBy) {
    this.stoppedBy = stoppedBy;
  }

  /** As the report's {@code coverage.stoppedBy} names it: null when exhausted. */
  public String stoppedBy() {
    return stoppedBy;
  }

  public boolean exhausted() {
    return this == EXHAUSTED;
  }
}
