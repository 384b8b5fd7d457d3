package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.epoch.Choice;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.launch.MulticoreLauncher;
import dampi.launch.RankOutput;
import dampi.launch.SharedLauncher;
import dampi.launch.TestPrograms;
import dampi.site.Site;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import races.PacedPollingLoop;
import races.PollingProbe;

/** A polling Iprobe is an epoch when it finds a message, and a forced one never spins forever. */
class PollingProbeTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();
  private static final Duration TIME_LIMIT = Duration.ofSeconds(30);

  private static ProgramRunner runner() {
    return new ProgramRunner(launcher, TestPrograms.spec(PollingProbe.class, 3, TIME_LIMIT), Protocol.LVCP,
        RankOutput.discard());
  }

  @Test
  void theIprobeThatFindsTheMessageIsTheRanksOnlyEpoch() {
    Interleaving free = runner().run(List.of());
    List<Epoch> epochs = free.epochs().stream().filter(epoch -> epoch.rank() == 0).toList();
    assertEquals(1, epochs.size(), free.toString());
    assertEquals(1, epochs.get(0).matchedSource());
    assertEquals(TestPrograms.site(PollingProbe.class, "// polls"), epochs.get(0).site());
    assertEquals(List.of(), free.findings());
  }

  @Test
  void aForcedPollForAMessageThatNeverComesEndsAsInfeasibleLongBeforeTheTimeLimit() {
    long start = System.nanoTime();
    Interleaving forced = runner().run(List.of(new Decision(0, 0, 2, "")));
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertTrue(forced.infeasible(), forced.toString());
    assertEquals(List.of(), forced.findings());
    assertFalse(took.compareTo(TIME_LIMIT) >= 0, "the run ended by its time limit: " + took);
  }

  /**
   * A loop that reads MPI.Wtime between its polls, forced to find nothing at its first, is answered nothing for a grace
   * period (it could be one that gives up) and then counts as blocked in its poll: its message lies unreceived, so the
   * run is infeasible, and it ends long before its time limit, which it reached before (4 such runs made IprobePoll's
   * search take 123 s).
   */
  @Test
  void aPacedLoopForcedToFindNothingEndsAsInfeasibleLongBeforeTheTimeLimit() {
    ProgramRunner paced = new ProgramRunner(launcher, TestPrograms.spec(PacedPollingLoop.class, 2, TIME_LIMIT),
        Protocol.LVCP, RankOutput.discard());
    long start = System.nanoTime();
    Interleaving forced = paced.run(List.of(new Decision(0, 0, new Choice.Nothing(), Site.unknown())));
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertTrue(forced.infeasible(), forced.toString());
    assertEquals(List.of(), forced.findings());
    assertFalse(took.compareTo(TIME_LIMIT) >= 0, "the run ended by its time limit: " + took);
  }
}
