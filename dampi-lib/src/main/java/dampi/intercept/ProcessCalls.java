package dampi.intercept;

import dampi.rank.RankExit;

/**
 * Wrappers of JDK calls that would otherwise end the whole JVM: on the multicore device every rank is a thread of the
 * verifier's own JVM, so a rank's {@code System.exit} must end only that rank.
 */
public final class ProcessCalls {
  private ProcessCalls() {}

  public static void exit(int status) {
    throw new RankExit(status);
  }

  /** {@code Runtime.getRuntime().exit(status)}. */
  public static void exit(Runtime runtime, int status) {
    throw new RankExit(status);
  }

  /** {@code Runtime.getRuntime().halt(status)}. */
  public static void halt(Runtime runtime, int status) {
    throw new RankExit(status);
  }
}
