package dampi.intercept;

import dampi.site.Site;

/**
 * The application's own source position of the MPI call being intercepted: {@code Class.java:line}. The call-site
 * rewriter knows it statically and hands it over just before the wrapper is called ({@link #at}), which costs a
 * thread-local write instead of a stack walk per call; a walk remains the fallback for classes compiled without line
 * numbers.
 */
public final class CallSite {
  private static final StackWalker WALKER = StackWalker.getInstance();
  private static final ThreadLocal<Next> NEXT = ThreadLocal.withInitial(Next::new);

  /**
   * The site of the thread's call being intercepted, and how many intercepted calls the thread has made. The text the
   * rewriter hands over is a class-file constant, the same string every time a call site is reached, so its parsed
   * {@link Site} is kept until another call site's text comes.
   */
  private static final class Next {
    String text;
    String parsedText;
    Site parsed;
    long calls;
    /** The text of the site the thread polls in a loop (see {@link ApplicationPolls}), or null. */
    String pollingText;
  }

  /** Thrown into a rank whose run is over; shared and without a stack trace, so that throwing it costs nothing. */
  private static final class RunOver extends Error {
    static final RunOver INSTANCE = new RunOver();

    private RunOver() {
      super("the rank's run is over", null, false, false);
    }
  }

  private CallSite() {}

  /**
   * Called by rewritten application code right before an intercepted call; null when the line is not known. Once the
   * rank's run is over, the call fails at once: a thread that swallows every Throwable around a blocking receive then
   * spins through its handler, where stopping it lands, instead of waiting in MPJ where every stop is swallowed.
   */
  public static void at(String site) {
    if (RankBinding.tornDown()) {
      throw RunOver.INSTANCE;
    }
    Next next = NEXT.get();
    next.text = site;
    next.calls++;
    if (next.pollingText != null && !next.pollingText.equals(site)) {
      next.pollingText = null;
      ApplicationPolls.ended();
    }
  }

  /** The thread's call in progress is a poll it repeats in a loop: another call site ends the loop. */
  static void pollingLoop() {
    Next next = NEXT.get();
    next.pollingText = next.text;
  }

  static Site current() {
    Next next = NEXT.get();
    if (next.text == null) {
      return walk();
    }
    if (!next.text.equals(next.parsedText)) {
      next.parsed = Site.parse(next.text);
      next.parsedText = next.text;
    }
    return next.parsed;
  }

  /** The number of the thread's intercepted call in progress: consecutive calls have consecutive numbers. */
  static long callNumber() {
    return NEXT.get().calls;
  }

  /** The innermost application frame of the calling thread: the first that is not dampi's. */
  static Site walk() {
    return WALKER.walk(frames -> frames
        .filter(frame -> !frame.getClassName().startsWith("dampi."))
        .findFirst()
        .map(frame -> Site.of(frame.getFileName() != null ? frame.getFileName() : frame.getClassName(),
            frame.getLineNumber()))
        .orElse(Site.unknown()));
  }
}
