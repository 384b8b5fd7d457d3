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
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import races.CompletionRace;

/**
 * Which request a Waitany or a polling Testany completes is an epoch over request indices: a request it passed over
 * is an alternative when its message did not depend on the completion (and, for a Testany, completing nothing), a
 * forced one completes its request, and a forced one whose request cannot complete first ends as an infeasible run,
 * not as a deadlock.
 */
class CompletionChoiceTest {
  private static final MulticoreLauncher launcher = SharedLauncher.get();
  private static final Duration TIME_LIMIT = Duration.ofSeconds(30);

  private static ProgramRunner runner(String call, String gate, Protocol protocol) {
    return new ProgramRunner(launcher, TestPrograms.spec(CompletionRace.class, 3, TIME_LIMIT, call, gate), protocol,
        RankOutput.discard());
  }

  private static Epoch onlyEpochOfRankZero(Interleaving run) {
    List<Epoch> epochs = run.epochs().stream().filter(epoch -> epoch.rank() == 0).toList();
    assertEquals(1, epochs.size(), run.toString());
    return epochs.get(0);
  }

  /**
   * The requests an epoch could have completed instead. A Testany's epoch also offers completing nothing, as any
   * single poll's does; whether the poll was a loop's, which could not have, is the search's to judge from its runs.
   */
  private static Set<Integer> otherRequests(String call, Epoch epoch) {
    assertEquals(call.equals("testany"), epoch.alternatives().contains(Epoch.NOTHING), epoch.toString());
    Set<Integer> requests = new java.util.TreeSet<>(epoch.alternatives());
    requests.remove(Epoch.NOTHING);
    return requests;
  }

  private static Site site(String call) {
    return TestPrograms.site(CompletionRace.class, call.equals("waitany") ? "// completes one" : "// polls");
  }

  @ParameterizedTest
  @CsvSource({"waitany, LLCP", "waitany, LVCP", "testany, LLCP", "testany, LVCP"})
  void racingMessagesMakeEachRequestTheOthersAlternative(String call, Protocol protocol) {
    Interleaving free = runner(call, "racing", protocol).run(List.of());
    Epoch epoch = onlyEpochOfRankZero(free);
    assertEquals(Epoch.Kind.COMPLETION, epoch.kind());
    assertEquals(site(call), epoch.site());
    assertEquals(Set.of(1 - epoch.matchedSource()), otherRequests(call, epoch), free.toString());
    assertEquals(List.of(), free.findings());

    int other = 1 - epoch.matchedSource();
    Interleaving forced = runner(call, "racing", protocol)
        .run(List.of(new Decision(0, 0, new Choice.RequestIndex(other), epoch.site())));
    Epoch replayed = onlyEpochOfRankZero(forced);
    assertEquals(other, replayed.matchedSource(), forced.toString());
    assertTrue(replayed.forced());
    assertEquals(Set.of(epoch.matchedSource()), otherRequests(call, replayed), forced.toString());
    assertFalse(forced.infeasible());
    assertEquals(List.of(), forced.findings());
  }

  @ParameterizedTest
  @CsvSource({"waitany, LLCP", "waitany, LVCP", "testany, LVCP"})
  void aMessageSentAfterTheCompletionIsNoAlternative(String call, Protocol protocol) {
    Interleaving free = runner(call, "gated", protocol).run(List.of());
    Epoch epoch = onlyEpochOfRankZero(free);
    assertEquals(0, epoch.matchedSource(), free.toString());
    assertEquals(Set.of(), otherRequests(call, epoch), free.toString());
  }

  @ParameterizedTest
  @CsvSource({"waitany", "testany"})
  void forcingARequestThatCannotCompleteFirstIsInfeasibleAndEndsLongBeforeTheTimeLimit(String call) {
    long start = System.nanoTime();
    Interleaving forced = runner(call, "gated", Protocol.LVCP)
        .run(List.of(new Decision(0, 0, new Choice.RequestIndex(1), site(call))));
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertTrue(forced.infeasible(), forced.toString());
    assertEquals(List.of(), forced.findings());
    assertFalse(took.compareTo(TIME_LIMIT) >= 0, "the run ended by its time limit: " + took);
  }

  @ParameterizedTest
  @CsvSource({"waitany", "testany"})
  void aDecisionNamingASourceRankIsNeverTakenForARequestIndex(String call) {
    Interleaving forced = runner(call, "racing", Protocol.LVCP)
        .run(List.of(new Decision(0, 0, new Choice.SourceRank(1), site(call))));
    assertTrue(forced.diverged(), forced.toString());
  }
}
