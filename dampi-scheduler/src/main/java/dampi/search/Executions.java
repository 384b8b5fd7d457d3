package dampi.search;

import dampi.epoch.Decision;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The executions a search has made, each by every choice its run made. Two forced paths can lead to one execution: a
 * run forced at one epoch may make, free, the choices another run was forced to (a sweep of polls over named sources
 * finds its messages in an order either way). Such a run is explored like any other, for the alternatives its epochs
 * reveal, but it is no new outcome, and counting it would make the interleaving count depend on the search's path.
 */
final class Executions {
  private final Map<Set<Decision>, Integer> firstRunOf = new HashMap<>();
  private int repeated;

  /** {@code run}, marked as a repeat when an earlier run of the search made the same execution. */
  Interleaving noted(Interleaving run) {
    if (run.infeasible() || run.diverged()) {
      return run;
    }
    List<Decision> schedule = run.schedule();
    Integer earlier = firstRunOf.putIfAbsent(Set.copyOf(schedule), run.index());
    if (earlier == null) {
      return run;
    }
    repeated++;
    return run.repeating(earlier);
  }

  /** How many runs repeated an earlier run's execution. */
  int repeated() {
    return repeated;
  }
}
