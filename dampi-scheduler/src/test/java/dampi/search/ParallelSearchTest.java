package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.launch.LaunchSpec;
import dampi.launch.MulticoreLauncher;
import dampi.launch.SharedLauncher;
import dampi.launch.RankOutput;
import dampi.launch.TestPrograms;
import examples.bench.RacingRounds;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import races.CrookedBarrierDeadlocks;
import races.FanInThrows;
import suite.wildcard.WildcardFanInCorrect;

/**
 * A search with several jobs explores what a search with one explores, reports it in the same order and numbering,
 * and stops at the same place. (Free runs may match differently from one search to the next, so the comparison is
 * of what the whole search covers: schedules and findings, not the order of free choices.)
 */
class ParallelSearchTest {
  private static final int JOBS = 3;
  private static final MulticoreLauncher launcher = SharedLauncher.get();

  record Search(DepthFirstSearch.Result result, List<Interleaving> seen) {
    Set<Set<Decision>> schedules() {
      Set<Set<Decision>> schedules = new HashSet<>();
      seen.forEach(interleaving -> schedules.add(Set.copyOf(interleaving.schedule())));
      return schedules;
    }

    /** How many interleavings showed each finding, by kind and site. */
    Map<String, Integer> findings() {
      Map<String, Integer> counts = new TreeMap<>();
      seen.forEach(interleaving -> interleaving.findings()
          .forEach(finding -> counts.merge(finding.kind() + "@" + finding.site(), 1, Integer::sum)));
      return counts;
    }
  }

  private static Search search(LaunchSpec spec, Protocol protocol, SearchLimits limits, SearchBounds bounds,
      int jobs) {
    List<Interleaving> seen = new ArrayList<>();
    ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, RankOutput.discard());
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, limits, bounds, jobs,
        (interleaving, pending) -> seen.add(interleaving)).run();
    return new Search(result, seen);
  }

  private static void assertSameCoverage(LaunchSpec spec, Protocol protocol, SearchBounds bounds) {
    Search one = search(spec, protocol, new SearchLimits(0, null, false), bounds, 1);
    Search many = search(spec, protocol, new SearchLimits(0, null, false), bounds, JOBS);
    String what = spec.program().mainClass() + " under " + protocol;
    StopReason ranOut = bounds.mixingBounded() ? StopReason.BOUNDS : StopReason.EXHAUSTED;
    assertEquals(ranOut, one.result().stoppedBy(), what);
    assertEquals(ranOut, many.result().stoppedBy(), what);
    assertEquals(one.result().interleavings(), many.result().interleavings(), what);
    if (!bounds.mixingBounded()) { // a mixing window starts where the free run went, which may differ
      assertEquals(one.schedules(), many.schedules(), what);
    }
    assertEquals(one.findings(), many.findings(), what);
    assertEquals(one.result().bounded(), many.result().bounded(), what);
    assertEquals(IntStream.rangeClosed(1, many.seen().size()).boxed().toList(),
        many.seen().stream().map(Interleaving::index).toList(), "numbered in the order they are reported");
  }

  @Test
  void wildcardFanInCoversTheSameSchedulesWithSeveralJobs() {
    assertSameCoverage(TestPrograms.spec(WildcardFanInCorrect.class, 5), Protocol.LVCP, SearchBounds.none());
  }

  @Test
  void racingRoundsCoverTheSameSchedulesWithSeveralJobs() {
    assertSameCoverage(TestPrograms.spec(RacingRounds.class, 3, "3"), Protocol.LLCP, SearchBounds.none());
  }

  @Test
  void findingsAreCountedAlikeWithSeveralJobs() {
    assertSameCoverage(TestPrograms.spec(CrookedBarrierDeadlocks.class, 3), Protocol.LVCP, SearchBounds.none());
    assertSameCoverage(TestPrograms.spec(FanInThrows.class, 4), Protocol.LLCP, SearchBounds.none());
  }

  @Test
  void boundsCutTheSameWithSeveralJobs() {
    assertSameCoverage(TestPrograms.spec(RacingRounds.class, 3, "4"), Protocol.LLCP, new SearchBounds(1));
  }

  @Test
  void maxInterleavingsReportsExactlyThatManyWithSeveralJobs() {
    Search many = search(TestPrograms.spec(WildcardFanInCorrect.class, 5), Protocol.LLCP,
        new SearchLimits(7, null, false), SearchBounds.none(), JOBS);
    assertEquals(7, many.result().interleavings());
    assertEquals(7, many.seen().size());
    assertEquals(StopReason.MAX_INTERLEAVINGS, many.result().stoppedBy());
  }

  @Test
  void stopAtFirstErrorReportsNothingAfterTheFirstFindingWithSeveralJobs() {
    Search many = search(TestPrograms.spec(FanInThrows.class, 4), Protocol.LLCP, new SearchLimits(0, null, true),
        SearchBounds.none(), JOBS);
    assertEquals(StopReason.FIRST_ERROR, many.result().stoppedBy(), many.result().toString());
    List<Interleaving> seen = many.seen();
    for (int i = 0; i < seen.size() - 1; i++) {
      assertEquals(List.of(), seen.get(i).findings(), "interleaving " + (i + 1) + " had no finding");
    }
    assertFalse(seen.get(seen.size() - 1).findings().isEmpty());
  }

  /** A real runner that asks for one run at a time, and counts the runs under way. */
  private static final class OneAtATime implements InterleavingRunner {
    private final ProgramRunner runner;
    private final AtomicInteger underWay = new AtomicInteger();
    private final AtomicInteger mostUnderWay = new AtomicInteger();

    OneAtATime(ProgramRunner runner) {
      this.runner = runner;
    }

    @Override
    public Interleaving run(List<Decision> decisions) {
      mostUnderWay.accumulateAndGet(underWay.incrementAndGet(), Math::max);
      try {
        return runner.run(decisions);
      } finally {
        underWay.decrementAndGet();
      }
    }

    @Override
    public boolean oneRunAtATime() {
      return true;
    }
  }

  @Test
  void runsAreMadeOneAtATimeWhenTheRunnerAsksForIt() {
    LaunchSpec spec = TestPrograms.spec(WildcardFanInCorrect.class, 5);
    OneAtATime alone = new OneAtATime(new ProgramRunner(launcher, spec, Protocol.LVCP, RankOutput.discard()));
    DepthFirstSearch.Result result = new DepthFirstSearch(alone, new SearchLimits(0, null, false),
        SearchBounds.none(), JOBS, (interleaving, pending) -> { }).run();
    Search one = search(spec, Protocol.LVCP, new SearchLimits(0, null, false), SearchBounds.none(), 1);
    assertEquals(one.result().interleavings(), result.interleavings(), "the same search, made one run at a time");
    assertEquals(StopReason.EXHAUSTED, result.stoppedBy());
    assertEquals(1, alone.mostUnderWay.get(), "no run started beside another");
  }
}
