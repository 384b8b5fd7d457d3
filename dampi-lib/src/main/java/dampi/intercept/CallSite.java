package dampi.intercept;

/**
 * The application's own source position of the MPI call being intercepted: {@code Class.java:line}. The call-site
 * rewriter knows it statically and hands it over just before the wrapper is called ({@link #at}), which costs a
 * thread-local write instead of a stack walk per call; a walk remains the fallback for classes compiled without line
 * numbers.
 */
public final class CallSite {
  private static final StackWalker WALKER = StackWalker.getInstance();
  private static final ThreadLocal<Next> NEXT = ThreadLocal.withInitial(Next::new);

  /** The site of the thread's call being intercepted, and how many intercepted calls the thread has made. */
  private static final class Next {
    String site;
    long calls;
  }

  private CallSite() {}

  /** Called by rewritten application code right before an intercepted call; null when the line is not known. */
  public static void at(String site) {
    Next next = NEXT.get();
    next.site = site;
    next.calls++;
  }

  static String current() {
    String site = NEXT.get().site;
    return site != null ? site : walk();
  }

  /** The number of the thread's intercepted call in progress: consecutive calls have consecutive numbers. */
  static long callNumber() {
    return NEXT.get().calls;
  }

  private static String walk() {
    return WALKER.walk(frames -> frames
        .filter(frame -> !frame.getClassName().startsWith("dampi."))
        .findFirst()
        .map(frame -> (frame.getFileName() != null ? frame.getFileName() : frame.getClassName())
            + ":" + frame.getLineNumber())
        .orElse("unknown site"));
  }
}
