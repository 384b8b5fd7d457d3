package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.epoch.Epoch;
import dampi.instrument.LoopMethod;
import dampi.launch.LaunchSpec;
import dampi.launch.MulticoreLauncher;
import dampi.launch.SharedLauncher;
import dampi.launch.RankOutput;
import dampi.launch.TestPrograms;
import examples.bench.RacingRounds;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import races.AbstractedRounds;

/**
 * Bounded searches on real MPJ runs explore exactly the counts their definitions give (README, "Search bounding").
 * RacingRounds with E rounds has E independent epochs of two choices each (the second receive of a round has none).
 * A schedule is the set of epochs that deviate; with mixing bound K the deviations lie within K+1 consecutive
 * epochs, so the count is 1 + E + sum over d = 1..K of (E - d) * 2^(d-1): E+1 at K=0, 2E at K=1, 4E-4 at K=2.
 */
class BoundedSearchTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();

  record Search(DepthFirstSearch.Result result, List<Interleaving> interleavings) {}

  static Search search(LaunchSpec spec, SearchBounds bounds) {
    List<Interleaving> seen = new ArrayList<>();
    ProgramRunner runner = new ProgramRunner(launcher, spec, Protocol.LLCP, RankOutput.discard());
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, new SearchLimits(0, null, false), bounds, 1,
        (interleaving, pending) -> seen.add(interleaving)).run();
    return new Search(result, seen);
  }

  /** Which sender each round's first receive of rank 0 took. */
  static List<Integer> roundWinners(Interleaving interleaving) {
    return interleaving.epochs().stream().filter(epoch -> epoch.rank() == 0 && epoch.index() % 2 == 0)
        .sorted(java.util.Comparator.comparingInt(Epoch::index)).map(Epoch::matchedSource).toList();
  }

  /** Every run is clean, follows its decisions and ends differently from all others. */
  static void assertDistinctCleanRuns(Search search, String what) {
    Set<List<Integer>> outcomes = new HashSet<>();
    for (Interleaving interleaving : search.interleavings()) {
      assertFalse(interleaving.diverged(), what + ": " + interleaving.decisions());
      assertEquals(List.of(), interleaving.findings(), what);
      assertTrue(outcomes.add(roundWinners(interleaving)), what + ": outcome repeats " + roundWinners(interleaving));
    }
  }

  @ParameterizedTest(name = "E={0}, K={1}: {2} interleavings")
  @CsvSource({"5, -1, 32", "5, 0, 6", "5, 1, 10", "5, 2, 16", "5, 4, 32", "3, 1, 6"})
  void mixingBoundExploresTheClosedFormCount(int rounds, int mixing, int expected) {
    Search search = search(TestPrograms.spec(RacingRounds.class, 3, Integer.toString(rounds)),
        new SearchBounds(mixing));
    String what = "RacingRounds " + rounds + ", --bound-mixing " + mixing;
    assertEquals(expected < 1 << rounds ? StopReason.BOUNDS : StopReason.EXHAUSTED, search.result().stoppedBy(),
        what);
    assertEquals(expected, search.result().interleavings(), what);
    assertDistinctCleanRuns(search, what);
    BoundedCoverage bounded = search.result().bounded();
    assertEquals(0, bounded.epochsCutByRegions(), what);
    assertEquals(expected < 1 << rounds, bounded.cutAnything(), what + ": " + bounded);
  }

  @Test
  void mixingBoundZeroTriesEachEpochAloneAndCountsWhatItCut() {
    Search search = search(TestPrograms.spec(RacingRounds.class, 3, "4"), new SearchBounds(0));
    assertEquals(5, search.result().interleavings());
    List<Integer> free = roundWinners(search.interleavings().get(0));
    for (Interleaving interleaving : search.interleavings().subList(1, 5)) {
      assertEquals(1, interleaving.decisions().stream().filter(decision -> decision.epoch() % 2 == 0
          && decision.sourceRank().getAsInt() != free.get(decision.epoch() / 2)).count(),
          "one round forced away from the free run: " + interleaving.decisions());
    }
    // The free run's four choice points are explored; forcing round r re-discovers the 3 - r rounds after it, cut.
    assertEquals(new BoundedCoverage(4, 3 + 2 + 1, 0), search.result().bounded());
  }

  @Test
  void aLoopOfRacingRoundsExploresEveryCombinationWithoutAbstraction() {
    Search search = search(TestPrograms.spec(AbstractedRounds.class, 3, "4"), SearchBounds.none());
    assertEquals(16, search.result().interleavings());
    assertDistinctCleanRuns(search, "AbstractedRounds 4");
    assertFalse(search.result().bounded().cutAnything());
  }

  @Test
  void regionsMarkedWithTheApiAreExploredInTheirFirstExecutionOnly() {
    Search search = search(TestPrograms.spec(AbstractedRounds.class, 3, "4", "regions"), SearchBounds.none());
    assertLoopAbstracted(search, "dampi.Regions");
  }

  @Test
  void anAbstractedLoopMethodIsExploredInItsFirstCallOnly() {
    LaunchSpec plain = TestPrograms.spec(AbstractedRounds.class, 3, "4");
    LaunchSpec abstracted = new LaunchSpec(plain.program(), plain.ranks(), plain.device(), plain.timeout(), null,
        List.of(LoopMethod.parse("races.AbstractedRounds#round")));
    assertLoopAbstracted(search(abstracted, SearchBounds.none()), "--abstract-loop");
  }

  /** Round 0 is explored (2 interleavings); rounds 1..3 are cut in both runs, and recorded as repeated. */
  private static void assertLoopAbstracted(Search search, String what) {
    assertEquals(StopReason.BOUNDS, search.result().stoppedBy(), what);
    assertEquals(2, search.result().interleavings(), what);
    assertDistinctCleanRuns(search, what);
    assertEquals(new BoundedCoverage(1, 0, 2 * 3), search.result().bounded(), what);
    for (Interleaving interleaving : search.interleavings()) {
      for (Epoch epoch : interleaving.epochs()) {
        assertEquals(epoch.index() >= 2, epoch.inRepeatedRegion(), what + ": " + epoch);
      }
    }
  }
}
