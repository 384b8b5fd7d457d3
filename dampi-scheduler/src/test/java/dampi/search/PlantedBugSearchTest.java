package dampi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.launch.LaunchSpec;
import dampi.launch.MulticoreLauncher;
import dampi.launch.SharedLauncher;
import dampi.launch.RankOutput;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.launch.TestPrograms;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import races.CrookedBarrierDeadlocks;
import suite.barrier.CrookedBarrierWrongAssumption;

/**
 * The crooked barrier with a bug planted on its late match (rank 1's Irecv(*), issued before the barrier, takes rank
 * 2's message, sent after it): the search finds the bug in exactly the interleaving where it happens, under both
 * protocols, with a decision list that reproduces it every time.
 */
class PlantedBugSearchTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();

  static List<Interleaving> search(ProgramRunner runner) {
    List<Interleaving> seen = new ArrayList<>();
    DepthFirstSearch.Result result = new DepthFirstSearch(runner, new SearchLimits(0, null, false),
        SearchBounds.none(), 1, (interleaving, pending) -> seen.add(interleaving)).run();
    assertEquals(StopReason.EXHAUSTED, result.stoppedBy(), result.toString());
    assertEquals(2, result.interleavings(), "the Irecv takes rank 0's or rank 2's message: " + seen);
    assertEquals(2, result.distinctEpochs(), "rank 1's Irecv(*) and Recv(*)");
    return seen;
  }

  static Epoch irecv(Interleaving interleaving) {
    return interleaving.epochs().stream().filter(e -> e.rank() == 1 && e.index() == 0).findFirst().orElseThrow();
  }

  static List<List<Integer>> triples(List<Decision> decisions) {
    return decisions.stream().map(d -> List.of(d.rank(), d.epoch(), d.sourceRank().getAsInt())).toList();
  }

  /** The free run takes rank 0's message (sent before the barrier); the one forced run takes rank 2's. */
  static Interleaving theLateMatch(List<Interleaving> interleavings) {
    Interleaving free = interleavings.get(0);
    Interleaving forced = interleavings.get(1);
    assertEquals(0, irecv(free).matchedSource(), "free run: " + free);
    assertEquals(List.of(), free.findings(), "free run: " + free);
    assertEquals(2, irecv(forced).matchedSource(), "forced run: " + forced);
    assertTrue(irecv(forced).forced());
    assertEquals(List.of(List.of(1, 0, 2)), triples(forced.decisions()), "rank 1 epoch 0 forced to source 2");
    assertFalse(forced.diverged());
    return forced;
  }

  @ParameterizedTest
  @EnumSource(Protocol.class)
  void exceptionOnTheLateMatchIsFoundInExactlyThatInterleavingAndReproduces(Protocol protocol) {
    LaunchSpec spec = TestPrograms.spec(CrookedBarrierWrongAssumption.class, 3);
    ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, RankOutput.discard());
    Interleaving late = theLateMatch(search(runner));
    Finding expected = new Finding(FindingKind.EXCEPTION, List.of(1),
        TestPrograms.site(CrookedBarrierWrongAssumption.class, "overtook the barrier"),
        "rank 1 threw java.lang.IllegalStateException: the late message overtook the barrier");
    assertEquals(List.of(expected), late.findings());

    for (int again = 0; again < 3; again++) {
      Interleaving replayed = runner.run(late.decisions());
      assertEquals(2, irecv(replayed).matchedSource());
      assertEquals(List.of(expected), replayed.findings(), "replay " + again);
    }
    Interleaving early = runner.run(List.of(new Decision(1, 0, 0, "")));
    assertEquals(0, irecv(early).matchedSource());
    assertEquals(List.of(), early.findings(), "forcing the early match avoids the bug");
  }

  @ParameterizedTest
  @EnumSource(Protocol.class)
  void deadlockOnTheLateMatchIsFoundInExactlyThatInterleavingAndReproduces(Protocol protocol) {
    LaunchSpec spec = TestPrograms.spec(CrookedBarrierDeadlocks.class, 3);
    ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, RankOutput.discard());
    Interleaving late = theLateMatch(search(runner));
    String blockedReceive = "rank 1: blocked forever in Comm.Recv at "
        + TestPrograms.site(CrookedBarrierDeadlocks.class, "// blocks forever");
    assertDeadlockOfRankOne(late, blockedReceive);

    Interleaving replayed = runner.run(late.decisions());
    assertDeadlockOfRankOne(replayed, blockedReceive);
  }

  /**
   * A deadlock finding takes the site of the lowest-numbered deadlocked rank ({@code OutcomeJudge.findings}:
   * {@code deadlocked.get(0).site()}); here that is rank 0 waiting in MPI.Finalize, so the report, the summary and the
   * JUnit failure point at a Finalize line, not at rank 1's Recv that nothing can ever match.
   */
  @Test
  void deadlockFindingPointsAtTheReceiveThatCanNeverMatch() {
    ProgramRunner runner = new ProgramRunner(launcher, TestPrograms.spec(CrookedBarrierDeadlocks.class, 3),
        Protocol.LVCP, RankOutput.discard());
    Interleaving late = runner.run(List.of(new Decision(1, 0, 2, "")));
    assertEquals(1, late.findings().size(), late.toString());
    assertEquals(TestPrograms.site(CrookedBarrierDeadlocks.class, "// blocks forever"), late.findings().get(0).site());
  }

  private static void assertDeadlockOfRankOne(Interleaving interleaving, String blockedReceive) {
    assertEquals(1, interleaving.findings().size(), interleaving.toString());
    Finding deadlock = interleaving.findings().get(0);
    assertEquals(FindingKind.DEADLOCK, deadlock.kind(), deadlock.toString());
    assertTrue(deadlock.ranks().contains(1), deadlock.toString());
    assertTrue(deadlock.message().contains(blockedReceive), deadlock.toString());
    assertTrue(deadlock.site().toString().startsWith("CrookedBarrierDeadlocks.java:"), deadlock.toString());
  }
}
