package dampi.rank;

/** Thrown in place of {@code System.exit(status)} inside a rank; it unwinds the rank's thread only. */
public final class RankExit extends Error {
  private static final long serialVersionUID = 1L;
  private final int status;

  public RankExit(int status) {
    super("System.exit(" + status + ")", null, false, true); // the stack names the exit site
    this.status = status;
  }

  public int status() {
    return status;
  }
}
