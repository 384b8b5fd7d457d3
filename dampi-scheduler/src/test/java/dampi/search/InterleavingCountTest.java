package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.epoch.Choice;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.launch.LaunchSpec;
import dampi.launch.MulticoreLauncher;
import dampi.launch.SharedLauncher;
import dampi.launch.RankOutput;
import dampi.launch.TestPrograms;
import examples.bench.RacingRounds;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import races.NamedFanIn;
import suite.nonblocking.SendrecvBehindAWildcardIrecvCorrect;
import suite.nonblocking.WildcardIrecvsPostedTogetherCorrect;
import suite.persistent.PersistentWildcardsStartedTogetherCorrect;
import suite.wildcard.WildcardFanInCorrect;

/**
 * The depth-first search explores every outcome of a program's wildcard receives exactly once: exact interleaving
 * counts on real MPJ runs, under both protocols, with every run's decisions and outcome distinct from all others.
 */
class InterleavingCountTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();

  /** A finished search and every interleaving its listener saw, in order. */
  record Search(DepthFirstSearch.Result result, List<Interleaving> interleavings, long nanos) {}

  static Search search(LaunchSpec spec, Protocol protocol) {
    List<Interleaving> seen = new ArrayList<>();
    ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, RankOutput.discard());
    long start = System.nanoTime();
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, new SearchLimits(0, null, false),
        SearchBounds.none(), 1, (interleaving, pending) -> seen.add(interleaving)).run();
    return new Search(result, seen, System.nanoTime() - start);
  }

  /** The sources every epoch of a run matched, by rank and epoch index. */
  static List<Integer> outcome(Interleaving interleaving) {
    return interleaving.epochs().stream()
        .sorted(Comparator.comparingInt(Epoch::rank).thenComparingInt(Epoch::index))
        .map(Epoch::matchedSource).toList();
  }

  static List<List<Integer>> decisionTriples(Interleaving interleaving) {
    return interleaving.decisions().stream().map(d -> List.of(d.rank(), d.epoch(), d.sourceRank().getAsInt())).toList();
  }

  /**
   * The search ended by exhaustion after exactly {@code expected} clean runs, numbered 1.., the first free, each
   * following its decisions, no two with the same decisions or the same outcome.
   */
  static void assertExhaustiveAndDistinct(Search search, int expected, String what) {
    DepthFirstSearch.Result result = search.result();
    assertEquals(StopReason.EXHAUSTED, result.stoppedBy(), what + ": search not exhausted: " + result);
    assertEquals(expected, result.interleavings(), what + ": interleavings " + search.interleavings());
    assertEquals(expected, search.interleavings().size(), what + ": runs the listener saw");
    assertEquals(List.of(), search.interleavings().get(0).decisions(), what + ": the first run is free");
    Set<List<List<Integer>>> decisionLists = new HashSet<>();
    Set<List<Integer>> outcomes = new HashSet<>();
    for (int i = 0; i < expected; i++) {
      Interleaving interleaving = search.interleavings().get(i);
      String run = what + ", interleaving " + interleaving.index() + " " + interleaving.decisions();
      assertEquals(i + 1, interleaving.index(), run);
      assertFalse(interleaving.diverged(), run + " diverged");
      assertEquals(List.of(), interleaving.findings(), run);
      assertTrue(decisionLists.add(decisionTriples(interleaving)), run + ": decision list repeats");
      assertTrue(outcomes.add(outcome(interleaving)), run + ": outcome " + outcome(interleaving) + " repeats");
      for (Decision decision : interleaving.decisions()) {
        Epoch epoch = interleaving.epochs().stream()
            .filter(e -> e.rank() == decision.rank() && e.index() == decision.epoch()).findFirst().orElseThrow();
        assertEquals(decision.choice(), Choice.madeBy(epoch), run + ": forced epoch did not take its source");
      }
    }
  }

  static List<List<Integer>> permutations(List<Integer> items) {
    if (items.isEmpty()) {
      return List.of(List.of());
    }
    List<List<Integer>> all = new ArrayList<>();
    for (Integer first : items) {
      List<Integer> rest = new ArrayList<>(items);
      rest.remove(first);
      for (List<Integer> tail : permutations(rest)) {
        List<Integer> permutation = new ArrayList<>(List.of(first));
        permutation.addAll(tail);
        all.add(permutation);
      }
    }
    return all;
  }

  @ParameterizedTest(name = "{0} ranks, {1}: {2} interleavings")
  @CsvSource({"3, LVCP, 2", "4, LVCP, 6", "5, LVCP, 24", "3, LLCP, 2", "4, LLCP, 6", "5, LLCP, 24"})
  void sendersRacedIntoWildcardReceivesGiveEveryOrderOnce(int ranks, Protocol protocol, int factorial) {
    Search search = search(TestPrograms.spec(WildcardFanInCorrect.class, ranks), protocol);
    String what = "WildcardFanIn -np " + ranks + " " + protocol;
    assertExhaustiveAndDistinct(search, factorial, what);
    assertEquals(ranks - 1, search.result().distinctEpochs(), what + ": one epoch per receive");
    Set<List<Integer>> orders = new HashSet<>();
    search.interleavings().forEach(interleaving -> orders.add(outcome(interleaving)));
    List<Integer> senders = new ArrayList<>();
    for (int rank = 1; rank < ranks; rank++) {
      senders.add(rank);
    }
    assertEquals(new HashSet<>(permutations(senders)), orders, what + ": every order of the senders");
  }

  /**
   * Wildcard receives posted together, the first of which can only take rank 1's Ssend: under LLCP the Ssend does not
   * order what its sender does next, so the search tries forcing the first to rank 2's later message; the second,
   * held back until the first has matched, cannot take rank 1's message meanwhile, so those runs are infeasible and
   * the one outcome MPI allows is the only interleaving (it was a false exception in the program's own check). The same
   * where the receive behind is a Sendrecv's.
   */
  @ParameterizedTest
  @EnumSource(Protocol.class)
  void wildcardReceivesPostedTogetherHaveTheOneOutcomeMpiAllows(Protocol protocol) {
    for (Class<?> program : List.of(WildcardIrecvsPostedTogetherCorrect.class,
        PersistentWildcardsStartedTogetherCorrect.class, SendrecvBehindAWildcardIrecvCorrect.class)) {
      String what = program.getSimpleName() + " " + protocol;
      Search search = search(TestPrograms.spec(program, 3), protocol);
      assertEquals(StopReason.EXHAUSTED, search.result().stoppedBy(), what);
      assertEquals(1, search.result().interleavings(), what + ": " + search.interleavings());
      for (Interleaving interleaving : search.interleavings()) {
        assertEquals(List.of(), interleaving.findings(), what + ", interleaving " + interleaving.decisions());
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Protocol.class)
  void programWithoutWildcardHasExactlyOneInterleaving(Protocol protocol) {
    Search search = search(TestPrograms.spec(NamedFanIn.class, 4), protocol);
    assertExhaustiveAndDistinct(search, 1, "NamedFanIn " + protocol);
    assertEquals(0, search.result().distinctEpochs());
    assertEquals(List.of(), search.interleavings().get(0).epochs());
  }

  @ParameterizedTest
  @EnumSource(Protocol.class)
  void fourRoundsOfTwoRacingSendersSeparatedByBarriersGiveSixteen(Protocol protocol) {
    Search search = search(TestPrograms.spec(RacingRounds.class, 3), protocol);
    String what = "RacingRounds " + protocol;
    assertExhaustiveAndDistinct(search, 16, what);
    assertEquals(8, search.result().distinctEpochs(), what + ": two receives a round");
    Set<List<Integer>> firstOfEachRound = new HashSet<>();
    for (Interleaving interleaving : search.interleavings()) {
      List<Integer> sources = outcome(interleaving);
      assertEquals(8, sources.size(), what + ": " + sources);
      List<Integer> firsts = new ArrayList<>();
      for (int round = 0; round < 4; round++) {
        int first = sources.get(2 * round);
        assertEquals(Set.of(1, 2), Set.of(first, sources.get(2 * round + 1)), what + ": round " + round);
        firsts.add(first);
      }
      firstOfEachRound.add(firsts);
    }
    assertEquals(16, firstOfEachRound.size(), what + ": every combination of round winners");
    System.out.printf("RacingRounds %s: 16 interleavings in %.2f s, %.1f interleavings/s%n", protocol,
        search.nanos() / 1e9, 16 / (search.nanos() / 1e9));
  }

  @Test
  void roundCountComesFromTheProgramsOwnArguments() {
    Search search = search(TestPrograms.spec(RacingRounds.class, 3, "2"), Protocol.LLCP);
    assertExhaustiveAndDistinct(search, 4, "RacingRounds 2");
  }
}
