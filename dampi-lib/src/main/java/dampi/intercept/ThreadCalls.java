package dampi.intercept;

/**
 * Wrappers of {@code java.lang.Thread}: where the application starts a thread, so that one still running when its rank
 * ends can be reported at that line.
 */
public final class ThreadCalls {
  private ThreadCalls() {}

  public static void start(Thread thread) {
    RankBinding.recorder().threadStarted(thread, CallSite.current());
    thread.start();
  }
}
