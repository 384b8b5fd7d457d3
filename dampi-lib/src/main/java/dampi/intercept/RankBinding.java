package dampi.intercept;

import dampi.rank.RankRecorder;

/**
 * Connects one rank's copy of the interception layer to the scheduler's objects. This class is loaded once per rank
 * (by the rank's own class loader), so its static state is the rank's state; the launcher calls {@link #bind} before
 * the application's {@code main} starts.
 */
public final class RankBinding {
  private static volatile RankRecorder recorder;
  private static volatile boolean sendIsSynchronous;

  private RankBinding() {}

  public static void bind(RankRecorder rankRecorder) {
    recorder = rankRecorder;
    dampi.piggyback.ClockExchange.bind(rankRecorder);
  }

  /** MPI.Init's arguments name the device: on smpdev (multicore) MPJ's own standard Send is zero-buffered. */
  static void device(String[] initArgs) {
    sendIsSynchronous = initArgs != null && initArgs.length > 2 && "smpdev".equals(initArgs[2]);
  }

  static boolean sendIsSynchronous() {
    return sendIsSynchronous;
  }

  /**
   * Whether the device fills in a nonblocking receive's status as soon as it matches it (smpdev); niodev does so only
   * when the receive completes, so until then it cannot tell a matched receive from an unmatched one.
   */
  static boolean deviceReportsMatches() {
    return sendIsSynchronous;
  }

  /** Whether this rank's run is over (see {@link RankRecorder#tearDown}). */
  static boolean tornDown() {
    RankRecorder current = recorder;
    return current != null && current.tornDown();
  }

  static RankRecorder recorder() {
    RankRecorder current = recorder;
    if (current == null) {
      throw new IllegalStateException("dampi interception layer used outside a dampi run");
    }
    return current;
  }
}
