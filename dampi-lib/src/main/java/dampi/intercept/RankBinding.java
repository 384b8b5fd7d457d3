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
  private static volatile boolean deviceReportsMatches;
  private static volatile String[] embeddedLaunchArguments;

  private RankBinding() {}

  public static void bind(RankRecorder rankRecorder) {
    recorder = rankRecorder;
    dampi.piggyback.ClockExchange.bind(rankRecorder);
  }

  /**
   * For a program embedded in another entry point (a JUnit test method's body run as a rank): its code calls
   * {@code MPI.Init} with arguments of its own, e.g. {@code Main.main(new String[0])}, where MPJ expects the rank's
   * launch arguments (rank, size, device) first. Declared by the entry point before it runs the body.
   */
  public static void embeddedWith(String[] launchArguments) {
    embeddedLaunchArguments = launchArguments.clone();
  }

  /** The arguments MPJ's Init needs: an embedded program's own are put behind the rank's launch arguments. */
  static String[] initArguments(String[] given) {
    String[] launch = embeddedLaunchArguments;
    if (launch == null || given == null || given.length >= launch.length
        && java.util.Arrays.equals(given, 0, launch.length, launch, 0, launch.length)) {
      return given;
    }
    String[] all = java.util.Arrays.copyOf(launch, launch.length + given.length);
    System.arraycopy(given, 0, all, launch.length, given.length);
    return all;
  }

  /** MPI.Init's arguments name the device: on smpdev (multicore) MPJ's own standard Send is zero-buffered. */
  static void device(String[] initArgs) {
    String device = initArgs != null && initArgs.length > 2 ? initArgs[2] : null;
    sendIsSynchronous = "smpdev".equals(device);
    deviceReportsMatches = "smpdev".equals(device) || "niodev".equals(device);
  }

  static boolean sendIsSynchronous() {
    return sendIsSynchronous;
  }

  /**
   * Whether dampi can tell, before the application completes a nonblocking receive, whether and with what the device
   * has matched it: smpdev fills in the receive's status at the match, niodev its request (see {@code
   * dampi.piggyback.NiodevReceiveState}).
   */
  static boolean deviceReportsMatches() {
    return deviceReportsMatches;
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
