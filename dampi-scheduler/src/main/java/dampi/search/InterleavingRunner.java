package dampi.search;

import dampi.epoch.Decision;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Executes the program once under a list of decisions (epochs they do not name run free). A search with several
 * jobs calls it from several threads at once.
 */
@FunctionalInterface
public interface InterleavingRunner {
  Interleaving run(List<Decision> decisions);

  /**
   * How long one run may take at most, its teardown included, when the runner enforces a time limit of its own: a
   * run still under way past it is stalled inside dampi, and the search stops there rather than wait for ever.
   */
  default Optional<Duration> longestRun() {
    return Optional.empty();
  }

  /**
   * Whether runs must from now on be made one at a time, whatever the jobs: a run exhausted the heap that runs share
   * with dampi, and several such runs at once exhaust it faster than dampi can end them.
   */
  default boolean oneRunAtATime() {
    return false;
  }
}
