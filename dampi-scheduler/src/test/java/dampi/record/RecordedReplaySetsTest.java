package dampi.record;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.TestPrograms;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.rank.RunRecord;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Recording on real runs against the definition: what each rank logged and the replay set it ended with, computed
 * online from the sets its messages carried, are what the rule gives on the run's own trace, and the replay sets are
 * the closure of replay dependence over the messages it did not log.
 */
class RecordedReplaySetsTest {
  private static final MulticoreLauncher LAUNCHER = launcher();

  private static MulticoreLauncher launcher() {
    try {
      return new MulticoreLauncher(MpjInstallation.locate());
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @AfterAll
  static void close() {
    LAUNCHER.close();
  }

  @ParameterizedTest(name = "{0} on {1} ranks, bound {2}, {3} buffering")
  @CsvSource({
      "suite.realistic.JacobiHeat, 8, 1, zero, 4",
      "suite.realistic.JacobiHeat, 8, 3, eager, 4",
      "suite.realistic.GameOfLife, 8, 4, zero, 16 3",
      "suite.realistic.MasterWorkerMatmul, 6, 3, zero, 20",
      "suite.realistic.MasterWorkerMatmul, 6, 6, eager, 20",
      "suite.realistic.MonteCarloPi, 5, 2, zero, ''",
      "suite.collective.MatchingCollectives, 5, 2, zero, ''",
      "suite.collective.MatchingCollectives, 5, 3, eager, ''",
      "suite.collective.RootedCollectivesDeliverTheirData, 4, 2, eager, ''",
      "suite.collective.SplitCollectives, 4, 2, zero, ''",
  })
  void recordedDecisionsAndSetsAreTheRuleAppliedToTheRunsTrace(String program, int ranks, int bound,
      String buffering, String args) throws Exception {
    RunRecord run = recordedRun(Class.forName(program), ranks, bound, Buffering.valueOf(buffering.toUpperCase(
        java.util.Locale.ROOT)), args.isBlank() ? new String[0] : args.split(" "));
    RecordingOracle.assertLoggingIsTheRule(run, bound, program + " on " + ranks + " ranks");
  }

  static RunRecord recordedRun(Class<?> program, int ranks, int bound, Buffering buffering, String... args) {
    LaunchSpec spec = TestPrograms.spec(program, ranks, args);
    RunResult result = LAUNCHER.run(spec, rank -> new RankRecorder(rank,
        new RankPlan(ranks, Protocol.LLCP, buffering, Map.of(), true, bound)), RankOutput.discard());
    assertTrue(result.succeeded(), result.failures().toString());
    return result.run();
  }
}
