package dampi.intercept;

/**
 * The application's own source position of the MPI call being intercepted: {@code Class.java:line}. The call-site
 * rewriter knows it statically and hands it over just before the wrapper is called ({@link #at}), which costs a
 * thread-local write instead of a stack walk per call; a walk remains the fallback for classes compiled without line
 * numbers. dampi's own test programs live in packages named {@code programs} and count as application code, as in
 * the scheduler's UserSite.
 */
public final class CallSite {
  private static final StackWalker WALKER = StackWalker.getInstance();
  private static final ThreadLocal<String> NEXT = new ThreadLocal<>();

  private CallSite() {}

  /** Called by rewritten application code right before an intercepted call; null when the line is not known. */
  public static void at(String site) {
    NEXT.set(site);
  }

  static String current() {
    String site = NEXT.get();
    return site != null ? site : walk();
  }

  private static String walk() {
    return WALKER.walk(frames -> frames
        .filter(frame -> !frame.getClassName().startsWith("dampi.") || frame.getClassName().contains(".programs."))
        .findFirst()
        .map(frame -> (frame.getFileName() != null ? frame.getFileName() : frame.getClassName())
            + ":" + frame.getLineNumber())
        .orElse("unknown site"));
  }
}
