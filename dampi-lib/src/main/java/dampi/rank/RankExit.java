package dampi.rank;

/**
 * Thrown in place of {@code System.exit(status)} inside a rank, or of {@code Comm.Abort(errorcode)} (which MPJ 0.44
 * ignores); it unwinds the rank's thread only.
 */
public final class RankExit extends Error {
  /** The call of {@link #abort}. */
  public static final String ABORT = "Comm.Abort";
  private static final long serialVersionUID = 1L;
  private final String call;
  private final int status;

  public RankExit(int status) {
    this("System.exit", status);
  }

  private RankExit(String call, int status) {
    super(call + "(" + status + ")", null, false, true); // the stack names the exit site
    this.call = call;
    this.status = status;
  }

  /** {@code Comm.Abort(errorcode)}: MPI ends every rank (MPI-3.1 §8.7), whatever the code. */
  public static RankExit abort(int errorcode) {
    return new RankExit(ABORT, errorcode);
  }

  /** {@code System.exit} or {@link #ABORT}. */
  public String call() {
    return call;
  }

  public int status() {
    return status;
  }

  /** Whether it ends the rank as a finished process may: System.exit(0), once MPI is finalized. */
  public boolean orderly() {
    return !call.equals(ABORT) && status == 0;
  }
}
