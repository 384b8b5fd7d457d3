package dampi.search;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dampi.epoch.Decision;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A run that never ends, though its runner promised a longest run (a run stalled inside dampi, as several runs that
 * each exhaust the shared heap once did), stops the search with an error instead of a wait for ever.
 */
class StalledRunTest {
  /** A runner whose runs never return, and that says a run takes 200 ms at most. */
  private static final class NeverEnding implements InterleavingRunner {
    private final CountDownLatch never = new CountDownLatch(1);

    @Override
    public Interleaving run(List<Decision> decisions) {
      try {
        never.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      throw new IllegalStateException("interrupted");
    }

    @Override
    public Optional<Duration> longestRun() {
      return Optional.of(Duration.ofMillis(200));
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void aRunPastTheLongestARunMayTakeStopsTheSearch(int jobs) {
    DepthFirstSearch search = new DepthFirstSearch(new NeverEnding(), new SearchLimits(0, null, false),
        SearchBounds.none(), jobs, (interleaving, pending) -> { });
    assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThrows(RunsStalledException.class, search::run));
  }
}
