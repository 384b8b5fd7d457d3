package dampi.launch;

/**
 * The user asked for something that cannot be run: a missing jar, a class without {@code main}, a bad option value.
 * The message is one line naming the problem; the command line prints it and exits with code 2.
 */
public final class BadInputException extends Exception {
  private static final long serialVersionUID = 1L;

  public BadInputException(String message) {
    super(message);
  }
}
