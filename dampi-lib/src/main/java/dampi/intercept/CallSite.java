package dampi.intercept;

/**
 * The application's own source position of the MPI call being intercepted: {@code Class.java:line}. dampi's own test
 * programs live in packages named {@code programs} and count as application code, as in the scheduler's UserSite.
 */
final class CallSite {
  private static final StackWalker WALKER = StackWalker.getInstance();

  private CallSite() {}

  static String current() {
    return WALKER.walk(frames -> frames
        .filter(frame -> !frame.getClassName().startsWith("dampi.") || frame.getClassName().contains(".programs."))
        .findFirst()
        .map(frame -> (frame.getFileName() != null ? frame.getFileName() : frame.getClassName())
            + ":" + frame.getLineNumber())
        .orElse("unknown site"));
  }
}
