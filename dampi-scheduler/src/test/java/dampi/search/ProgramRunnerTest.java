package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.launch.LaunchSpec;
import dampi.launch.MulticoreLauncher;
import dampi.launch.RankOutput;
import dampi.launch.SharedLauncher;
import dampi.launch.TestPrograms;
import suite.barrier.CrookedBarrierWrongAssumption;
import suite.probe.ProbeOfALaterMessageTruncation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One run of a program on real ranks, turned into an interleaving the search can use. */
class ProgramRunnerTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();

  @Test
  void aRunThatReachesAnotherCallSiteThanItsDecisionIsDivergedAndNotJudged() {
    LaunchSpec spec = TestPrograms.spec(CrookedBarrierWrongAssumption.class, 3);
    ProgramRunner runner = new ProgramRunner(launcher, spec, Protocol.LVCP, RankOutput.discard());
    Interleaving run = runner.run(List.of(new Decision(1, 0, 2, "Elsewhere.java:1")));
    assertTrue(run.diverged());
    assertFalse(run.infeasible());
    assertEquals(1, run.findings().size(), "the divergence alone: " + run.findings());
    Finding divergence = run.findings().get(0);
    assertEquals(FindingKind.DIVERGED, divergence.kind());
    assertEquals(List.of(1), divergence.ranks());
    assertTrue(divergence.message().contains("was recorded at Elsewhere.java:1"), divergence.message());
  }

  /**
   * Forced to take rank 2's message first, rank 1 waits in its wildcard receive while rank 0's message to it lies
   * unreceived, and rank 2's probe, forced to see rank 1's message, waits while rank 3's lies there: no execution
   * reaches this state, so the run is infeasible, not a deadlock. Rank 1 catches the error its receive fails with when
   * the run is torn down and goes on; that once made the receive look completed, and the run a deadlock.
   */
  @Test
  void aForcedRunStuckWhereNoExecutionGoesIsInfeasibleThoughTheProgramGoesOnAfterTheTeardown() {
    LaunchSpec spec = TestPrograms.spec(ProbeOfALaterMessageTruncation.class, 4);
    Interleaving run = new ProgramRunner(launcher, spec, Protocol.LVCP, RankOutput.discard()).run(List.of(
        new Decision(1, 0, 2, ""), new Decision(1, 1, 0, ""), new Decision(2, 0, 1, ""), new Decision(2, 1, 3, ""),
        new Decision(2, 2, 1, "")));
    assertTrue(run.infeasible(), () -> "reported instead: " + run.findings());
    assertEquals(List.of(), run.findings());
  }

  @Test
  void aFreeRunFollowsItselfAndIsJudgedByTheCheckers() {
    LaunchSpec spec = TestPrograms.spec(CrookedBarrierWrongAssumption.class, 3);
    Interleaving run = new ProgramRunner(launcher, spec, Protocol.LVCP, RankOutput.discard()).run(List.of());
    assertFalse(run.diverged());
    assertTrue(run.findings().stream().noneMatch(finding -> finding.kind() == FindingKind.DIVERGED));
    assertFalse(run.epochs().isEmpty());
  }
}
