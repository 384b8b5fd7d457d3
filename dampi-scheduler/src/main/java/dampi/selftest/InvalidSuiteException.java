package dampi.selftest;

/** The suite given to {@code dampi selftest} cannot be read: missing, not a jar, or without labelled programs. */
public final class InvalidSuiteException extends Exception {
  public InvalidSuiteException(String message) {
    super(message);
  }
}
