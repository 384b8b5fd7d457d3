package dampi.launch;

import dampi.rank.RankOutcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.launch.LaunchFixtures.CollectingOutput;
import dampi.launch.LaunchFixtures.Line;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * 256 ranks as threads of one JVM. Unpatched, MPJ's smpdev hashes every message key to -1 and MPI.Init is quadratic in
 * the number of ranks (256 ranks never finish); with the load-time hashCode repair the run takes seconds.
 */
class ManyRanksTest {
  private static final int RANKS = 256;

  @Test
  @Timeout(300)
  void twoHundredFiftySixRanksSayHelloPassTheBarrierAndFinalize() throws Exception {
    CollectingOutput output = new CollectingOutput();
    RunResult result;
    try (MulticoreLauncher launcher = new MulticoreLauncher(MpjInstallation.locate())) {
      result = LaunchFixtures.run(launcher, "OneHelloPerRank", RANKS, Duration.ofSeconds(240), output);
    }
    System.out.printf("%d ranks: hello, barrier and finalize in %.1f s%n", RANKS, result.elapsed().toMillis() / 1000.0);

    assertEquals(List.of(), result.failures());
    for (int rank = 0; rank < RANKS; rank++) {
      assertEquals(new RankOutcome.Finalized(rank), result.outcomes().get(rank));
    }
    Set<Line> expected = new HashSet<>();
    for (int rank = 0; rank < RANKS; rank++) {
      expected.add(new Line(rank, false, "hello from rank " + rank + " of " + RANKS));
    }
    assertEquals(RANKS, output.lines().size());
    assertEquals(expected, Set.copyOf(output.lines()));
    List<String> leftovers = LaunchFixtures.leftoverRankThreads();
    assertTrue(leftovers.isEmpty(), "rank threads still alive after the run: " + leftovers);
  }
}
