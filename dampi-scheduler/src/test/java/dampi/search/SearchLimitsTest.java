package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.launch.MulticoreLauncher;
import dampi.launch.SharedLauncher;
import dampi.launch.RankOutput;
import dampi.launch.TestPrograms;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import races.FanInThrows;
import suite.wildcard.WildcardFanInCorrect;

/** A search cut short by a limit says so, and explores nothing past it. */
class SearchLimitsTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();

  private static DepthFirstSearch.Result search(Class<?> program, int ranks, SearchLimits limits,
      List<Interleaving> seen) {
    ProgramRunner runner = new ProgramRunner(launcher, TestPrograms.spec(program, ranks), Protocol.LLCP,
        RankOutput.discard());
    return new DepthFirstSearch(runner, limits, SearchBounds.none(), 1,
        (interleaving, pending) -> seen.add(interleaving)).run();
  }

  @Test
  void maxInterleavingsStopsThereWithoutClaimingExhaustion() {
    List<Interleaving> seen = new ArrayList<>();
    DepthFirstSearch.Result result = search(WildcardFanInCorrect.class, 4, new SearchLimits(4, null, false), seen);
    assertEquals(4, result.interleavings());
    assertEquals(4, seen.size());
    assertEquals(StopReason.MAX_INTERLEAVINGS, result.stoppedBy());
  }

  @Test
  void aLimitAtOrAboveTheTotalStillExhausts() {
    List<Interleaving> seen = new ArrayList<>();
    DepthFirstSearch.Result result = search(WildcardFanInCorrect.class, 3, new SearchLimits(2, null, false), seen);
    assertEquals(2, result.interleavings());
    assertEquals(StopReason.EXHAUSTED, result.stoppedBy(), "the last interleaving left nothing to explore: " + result);
  }

  @Test
  void timeLimitIsCheckedAfterEveryInterleaving() {
    List<Interleaving> seen = new ArrayList<>();
    DepthFirstSearch.Result result = search(WildcardFanInCorrect.class, 4, new SearchLimits(0, Duration.ofNanos(1), false),
        seen);
    assertEquals(1, result.interleavings());
    assertEquals(StopReason.TIME_LIMIT, result.stoppedBy());
  }

  @Test
  void stopAtFirstErrorEndsWithTheFirstInterleavingThatHasAFinding() {
    List<Interleaving> seen = new ArrayList<>();
    DepthFirstSearch.Result result = search(FanInThrows.class, 4, new SearchLimits(0, null, true), seen);
    assertEquals(StopReason.FIRST_ERROR, result.stoppedBy(), result.toString());
    assertEquals(seen.size(), result.interleavings());
    for (int i = 0; i < seen.size() - 1; i++) {
      assertEquals(List.of(), seen.get(i).findings(), "interleaving " + (i + 1) + " had no finding");
    }
    assertFalse(seen.get(seen.size() - 1).findings().isEmpty());
    assertTrue(seen.size() <= 3, "by the third interleaving two different senders came first: " + seen.size());
  }
}
