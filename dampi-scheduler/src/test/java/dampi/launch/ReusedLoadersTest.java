package dampi.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dampi.rank.RankOutcome;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Runs of one program in one launcher share MPJ's and dampi's class loaders (their classes stay compiled), and every
 * run still starts as a new process would: MPJ's statics as their initialisers left them, the application's own
 * statics and initialisation new. A run that had to be torn down gives its loaders up.
 */
class ReusedLoadersTest {
  private static final int RANKS = 3;
  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  @Test
  @Timeout(120)
  void aLaterRunSeesMpjsStaticsAsNewInTheSameClasses() throws Exception {
    try (MulticoreLauncher launcher = new MulticoreLauncher(MpjInstallation.locate())) {
      List<String> first = linesOf(launcher);
      List<String> second = linesOf(launcher);
      // MPI.ANY_SOURCE is -2 in MPJ Express; the first run set it to 4242 + rank in every rank.
      assertEquals(Set.of("any_source=-2 own_runs=1"), withoutClass(first), "first run: " + first);
      assertEquals(Set.of("any_source=-2 own_runs=1"), withoutClass(second), "second run: " + second);
      assertEquals(classes(first), classes(second), "the second run was to use the first run's MPJ classes");
      assertEquals(RANKS, classes(first).size(), "each rank has its own copy of MPJ: " + first);
    }
  }

  @Test
  @Timeout(120)
  void aRunThatHadToBeTornDownLeavesItsLoadersBehind() throws Exception {
    try (MulticoreLauncher launcher = new MulticoreLauncher(MpjInstallation.locate())) {
      Set<String> before = classes(linesOf(launcher));
      RunResult deadlocked = LaunchFixtures.run(launcher, "RecvNobodySends", RANKS, TIMEOUT, RankOutput.discard());
      deadlocked.outcomes().forEach(outcome -> assertInstanceOf(RankOutcome.Deadlocked.class, outcome));
      Set<String> after = classes(linesOf(launcher));
      assertNotEquals(before, after, "a run whose ranks were stopped must not lend its loaders to the next");
    }
  }

  private static List<String> linesOf(MulticoreLauncher launcher) {
    LaunchFixtures.CollectingOutput output = new LaunchFixtures.CollectingOutput();
    RunResult result = LaunchFixtures.run(launcher, "ChangesMpjStatics", RANKS, TIMEOUT, output);
    result.outcomes().forEach(outcome -> assertInstanceOf(RankOutcome.Finalized.class, outcome, result.toString()));
    return output.lines().stream().map(LaunchFixtures.Line::text).toList();
  }

  private static Set<String> withoutClass(List<String> lines) {
    return lines.stream().map(line -> line.substring(0, line.indexOf(" mpi_class="))).collect(Collectors.toSet());
  }

  private static Set<String> classes(List<String> lines) {
    return lines.stream().map(line -> line.substring(line.indexOf(" mpi_class="))).collect(Collectors.toSet());
  }
}
