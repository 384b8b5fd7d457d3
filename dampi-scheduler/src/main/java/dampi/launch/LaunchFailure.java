package dampi.launch;

/**
 * A rank could not be started where it was placed, or could not reach dampi from there: a host that is unreachable,
 * an agent that failed, no {@code java} on the host. A fault of the cluster, not of the program, so no finding: the
 * launcher throws this once the run is torn down, and the command line prints the message (one line naming the host)
 * and exits with code 2.
 */
public final class LaunchFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public LaunchFailure(String message) {
    super(message);
  }
}
