package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.epoch.Epoch;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Two forced paths can lead to one execution. The run that repeats one is explored, for what its epochs reveal, but
 * counted apart: the interleaving count is the count of distinct executions, whatever path the search took.
 */
class RepeatedExecutionsTest {
  private static final Site RECEIVE = new Site("Foo.java", 7);

  /** A wildcard receive of rank 0 that took {@code source}, and could have taken the other of ranks 1 and 2. */
  private static Interleaving receiveFrom(int source) {
    Epoch epoch = new Epoch(0, 0, Epoch.Kind.RECV, 1, 1, 0, 0, RECEIVE, source, new TreeSet<>(List.of(3 - source)),
        false);
    return new Interleaving(0, List.of(), List.of(epoch), List.of(), false, false, Map.of());
  }

  @Test
  void aRunThatMakesTheChoicesOfAnEarlierRunIsNoNewInterleaving() {
    List<Interleaving> seen = new ArrayList<>();
    // Every run takes rank 1's message, forced to rank 2 or not: the forced run makes the free run's execution.
    InterleavingRunner runner = decisions -> receiveFrom(1);
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, new SearchLimits(10, null, false),
        SearchBounds.none(), 1, (run, pending) -> seen.add(run)).run();

    assertEquals(2, result.runs());
    assertEquals(1, result.repeated());
    assertEquals(1, result.interleavings());
    assertEquals(List.of(0, 1), seen.stream().map(Interleaving::repeatOf).toList());
  }

  @Test
  void runsThatMakeDifferentChoicesAreEachAnInterleaving() {
    InterleavingRunner runner = decisions -> receiveFrom(decisions.isEmpty() ? 1 : 2);
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, new SearchLimits(10, null, false),
        SearchBounds.none(), 1, (run, pending) -> { }).run();

    assertEquals(2, result.runs());
    assertEquals(0, result.repeated());
    assertEquals(2, result.interleavings());
  }
}
