package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.epoch.Decision;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** How the search tells executions apart: by the set of choices, with hashes that spread. */
class ExecutionsTest {
  private static final int SENDERS = 6;

  @Test
  void everyOrderOfSixSendersAtOneRanksWildcardReceivesHashesApart() {
    List<List<Integer>> orders = new ArrayList<>();
    permutations(new ArrayList<>(), orders);
    Set<Integer> hashes = new HashSet<>();
    for (List<Integer> order : orders) {
      hashes.add(Executions.Execution.of(schedule(order)).hashCode());
    }
    assertEquals(720, orders.size());
    // A set's own hash is the same for all 720: each would have gone to one bucket, and each lookup compared sets.
    assertTrue(hashes.size() >= 715, hashes.size() + " distinct hashes of 720 executions");
  }

  @Test
  void theSameChoicesInAnotherOrderAreTheSameExecution() {
    List<Decision> forward = schedule(List.of(1, 2, 3));
    List<Decision> backward = new ArrayList<>(forward);
    java.util.Collections.reverse(backward);
    assertEquals(Executions.Execution.of(forward), Executions.Execution.of(backward));
    assertEquals(Executions.Execution.of(forward).hashCode(), Executions.Execution.of(backward).hashCode());
  }

  /** Rank 0's wildcard receive number {@code epoch} takes the message of {@code order.get(epoch)}. */
  private static List<Decision> schedule(List<Integer> order) {
    List<Decision> decisions = new ArrayList<>();
    for (int epoch = 0; epoch < order.size(); epoch++) {
      decisions.add(new Decision(0, epoch, order.get(epoch), "AllRace.java:17"));
    }
    return decisions;
  }

  private static void permutations(List<Integer> prefix, List<List<Integer>> into) {
    if (prefix.size() == SENDERS) {
      into.add(List.copyOf(prefix));
      return;
    }
    for (int sender = 1; sender <= SENDERS; sender++) {
      if (!prefix.contains(sender)) {
        prefix.add(sender);
        permutations(prefix, into);
        prefix.remove(prefix.size() - 1);
      }
    }
  }
}
