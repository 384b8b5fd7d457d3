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
  private final Map<Execution, Integer> firstRunOf = new HashMap<>();
  private int repeated;

  /** {@code run}, marked as a repeat when an earlier run of the search made the same execution. */
  Interleaving noted(Interleaving run) {
    if (run.infeasible() || run.diverged()) {
      return run;
    }
    List<Decision> schedule = run.schedule();
    Integer earlier = firstRunOf.putIfAbsent(Execution.of(schedule), run.index());
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

  /**
   * An execution as a set of choices, hashed so that different sets rarely collide. A set's own hash is the sum of its
   * elements', and a decision's record hash is linear in its fields: every order in which one wildcard receive after
   * another takes the same senders sums to the same hash, and a search of n! orders put them all in one bucket.
   */
  record Execution(Set<Decision> choices, int hash) {
    static Execution of(List<Decision> schedule) {
      Set<Decision> choices = Set.copyOf(schedule);
      int hash = 0;
      for (Decision decision : choices) {
        hash += mixed(decision.hashCode()); // a sum still, as a set's must be, but of mixed bits
      }
      return new Execution(choices, hash);
    }

    /** MurmurHash3's finaliser: every input bit changes about half the output bits. */
    private static int mixed(int value) {
      int h = value;
      h ^= h >>> 16;
      h *= 0x85ebca6b;
      h ^= h >>> 13;
      h *= 0xc2b2ae35;
      h ^= h >>> 16;
      return h;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Execution execution && choices.equals(execution.choices);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }
}
