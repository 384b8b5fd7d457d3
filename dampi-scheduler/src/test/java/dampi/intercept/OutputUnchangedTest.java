package dampi.intercept;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.launch.Device;
import dampi.launch.Interception;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.launch.MulticoreLauncher;
import dampi.launch.Program;
import dampi.launch.RunResult;
import dampi.launch.TestPrograms;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Programs print exactly the same lines under plain MPJ and under dampi with either protocol. */
class OutputUnchangedTest {
  @ParameterizedTest
  @ValueSource(strings = {"scenarios.DataRoundTrip", "scenarios.ReorderedWaits"})
  void programsPrintTheSameWithAndWithoutDampi(String mainClass) throws Exception {
    int ranks = mainClass.endsWith("DataRoundTrip") ? 2 : 3;
    LaunchSpec spec = new LaunchSpec(new Program(List.of(TestPrograms.CLASSES), mainClass, List.of(), null),
        ranks, Device.MULTICORE, Duration.ofSeconds(20), null);
    List<String> plain = output(new MulticoreLauncher(MpjInstallation.locate(), Interception.OFF), spec, Protocol.LLCP);
    List<String> llcp = output(new MulticoreLauncher(MpjInstallation.locate()), spec, Protocol.LLCP);
    List<String> lvcp = output(new MulticoreLauncher(MpjInstallation.locate()), spec, Protocol.LVCP);
    assertTrue(!plain.isEmpty());
    assertEquals(plain, llcp);
    assertEquals(plain, lvcp);
  }

  private static List<String> output(MulticoreLauncher launcher, LaunchSpec spec, Protocol protocol) {
    List<String> lines = Collections.synchronizedList(new ArrayList<>());
    RunResult result = launcher.run(spec,
        rank -> new RankRecorder(rank, RankPlan.free(spec.ranks(), protocol)),
        (rank, error, text) -> lines.add("[" + rank + "] " + text));
    assertTrue(result.succeeded(), result.outcomes().toString());
    List<String> sorted = new ArrayList<>(lines);
    Collections.sort(sorted); // ranks print concurrently; each rank's own lines keep their order in the sort key
    return sorted;
  }
}
