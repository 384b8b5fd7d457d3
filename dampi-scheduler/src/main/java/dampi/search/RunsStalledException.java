package dampi.search;

import java.time.Duration;

/**
 * A run went on past the longest a run may take ({@link InterleavingRunner#longestRun}), its own time limit and
 * teardown included, or no run started or ended for that long while the search waited for one: something inside
 * dampi stalled (a heap the program exhausted with several runs under way is the one cause seen). The search stops
 * at once, so that the runs that had ended can still be reported.
 */
public final class RunsStalledException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  RunsStalledException(Duration longestRun) {
    super("no run ended within " + longestRun.toSeconds() + " s, a run's time limit and teardown: dampi stalled");
  }
}
