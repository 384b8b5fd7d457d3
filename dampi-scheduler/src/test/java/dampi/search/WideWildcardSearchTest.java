package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.clock.Protocol;
import dampi.epoch.Epoch;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.RankOutput;
import dampi.launch.TestPrograms;
import dampi.rank.RankOutcome;
import dampi.site.Site;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import races.WideFanInLastPairOrdered;

/**
 * Verification at 1024 ranks: 1023 ranks race to rank 0's wildcard receives, 1023 epochs, the first with 1022
 * alternatives. Cut after two interleavings, the search replays the whole recorded schedule with the last two
 * receives swapped, and the failure planted on their order shows in exactly one of the two runs.
 */
@Tag("own-jvm")
class WideWildcardSearchTest {
  private static final int RANKS = 1024;
  private static final Class<?> PROGRAM = WideFanInLastPairOrdered.class;
  /**
   * A run takes 16 to 22 s on a quiet 2-core machine. A run cut by its time limit leaves the forced receives waiting
   * for messages never sent, which makes it infeasible: on a loaded machine that was one way this test could fail, so
   * the limit is generous.
   */
  private static final Duration RUN_TIME_LIMIT = Duration.ofSeconds(300);

  @Test
  @Timeout(900)
  void aThousandTwentyFourRankFanInIsRecordedReplayedWithTheLastTwoSwappedAndJudged() throws Exception {
    List<Interleaving> seen = new ArrayList<>();
    List<String> runsEnded = new ArrayList<>();
    DepthFirstSearch.Result result;
    long start = System.nanoTime();
    try (MulticoreLauncher launcher = new MulticoreLauncher(MpjInstallation.locate())) {
      ProgramRunner runner = new ProgramRunner(launcher, TestPrograms.spec(PROGRAM, RANKS, RUN_TIME_LIMIT),
          Protocol.LLCP, RankOutput.discard());
      result = new DepthFirstSearch(explained(runner, runsEnded), new SearchLimits(2, null, false),
          SearchBounds.none(), 1, (run, pending) -> seen.add(run)).run();
    }
    System.out.printf("%d ranks: 2 interleavings in %.1f s%n", RANKS, (System.nanoTime() - start) / 1e9);

    assertEquals(0, result.infeasible(), "no run may be infeasible: " + runsEnded);
    assertEquals(2, result.interleavings(), "runs: " + runsEnded);
    assertEquals(StopReason.MAX_INTERLEAVINGS, result.stoppedBy(), "the limit cut the search");
    assertEquals(RANKS - 1, result.distinctEpochs(), "one epoch per receive of rank 0");
    Interleaving free = seen.get(0);
    Interleaving forced = seen.get(1);
    assertEquals(RANKS - 2, epoch(free, 0).untriedSources().size(), "every later sender is late for the first receive");
    assertEquals(List.of(), epoch(free, RANKS - 2).untriedSources(), "nothing comes after the last receive");
    for (int index = 0; index < RANKS - 3; index++) {
      assertEquals(epoch(free, index).matchedSource(), epoch(forced, index).matchedSource(), "epoch " + index);
    }
    assertEquals(epoch(free, RANKS - 2).matchedSource(), epoch(forced, RANKS - 3).matchedSource());
    assertEquals(epoch(free, RANKS - 3).matchedSource(), epoch(forced, RANKS - 2).matchedSource());

    Site plantedSite = TestPrograms.site(PROGRAM, "planted bug");
    List<List<String>> findings = seen.stream()
        .map(run -> run.findings().stream().map(f -> f.kind().jsonName() + " at " + f.site()).toList())
        .toList();
    assertEquals(Set.of(List.of("exception at " + plantedSite), List.of()), Set.copyOf(findings),
        "one run shows the planted failure and the other nothing: " + findings);
  }

  /**
   * The runner, noting how each run ended: how long it took, and each rank that did not finalize (a rank the JVM
   * could not start, say), so that a failure here says why a run did not count.
   */
  private static InterleavingRunner explained(ProgramRunner runner, List<String> runsEnded) {
    return decisions -> {
      long start = System.nanoTime();
      ProgramRunner.Executed executed = runner.runTraced(decisions);
      String failed = executed.record() == null ? "cut short" : executed.record().outcomes().stream()
          .filter(outcome -> !outcome.isSuccess()).limit(5).map(RankOutcome::describe).toList().toString();
      runsEnded.add(String.format("%d decisions, %.1f s, infeasible %s, not finalized %s", decisions.size(),
          (System.nanoTime() - start) / 1e9, executed.interleaving().infeasible(), failed));
      return executed.interleaving();
    };
  }

  private static Epoch epoch(Interleaving interleaving, int index) {
    return interleaving.epochs().stream().filter(e -> e.rank() == 0 && e.index() == index).findFirst().orElseThrow();
  }
}
