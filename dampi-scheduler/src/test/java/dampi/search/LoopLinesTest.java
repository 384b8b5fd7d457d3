package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.launch.MulticoreLauncher;
import dampi.launch.RankOutput;
import dampi.launch.SharedLauncher;
import dampi.launch.TestPrograms;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import races.TestallLoopsInRounds;

/** What the search learns of a line's polling loops holds for every epoch at that line, queued runs included. */
class LoopLinesTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();

  /**
   * Each round's Testall loop usually finds at once, so each round's epoch offers finding nothing. Where the loop's
   * test hides from a reading of the code, the first run forced to find nothing shows the loop polls until it finds;
   * the runs queued for the other rounds would only wait the same way, and are not made: at most one infeasible run,
   * not one per round.
   */
  @Test
  void aLineARunShowedToPollUntilItFindsCostsOneInfeasibleRunNotOnePerEpoch() {
    for (int jobs : new int[] {1, 2}) {
      DepthFirstSearch.Result result = search(jobs, "hidden");
      assertEquals(StopReason.EXHAUSTED, result.stoppedBy(), result.toString());
      assertEquals(1, result.interleavings(), result.toString());
      assertTrue(result.infeasible() <= 1, "jobs " + jobs + ": " + result);
    }
  }

  /** Where the code shows the loop polls until it finds, no run is forced to find nothing there at all. */
  @Test
  void aLineWhoseCodePollsUntilItFindsCostsNoInfeasibleRun() {
    DepthFirstSearch.Result result = search(2);
    assertEquals(StopReason.EXHAUSTED, result.stoppedBy(), result.toString());
    assertEquals(1, result.interleavings(), result.toString());
    assertEquals(0, result.infeasible(), result.toString());
  }

  private static DepthFirstSearch.Result search(int jobs, String... args) {
    ProgramRunner runner = new ProgramRunner(launcher,
        TestPrograms.spec(TestallLoopsInRounds.class, 2, Duration.ofSeconds(30), args), Protocol.LVCP,
        RankOutput.discard());
    return new DepthFirstSearch(runner, new SearchLimits(0, null, false), SearchBounds.none(), jobs,
        (interleaving, pending) -> {}).run();
  }
}
