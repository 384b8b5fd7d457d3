package dampi.launch;

import dampi.rank.RankOutcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * One launcher in one JVM serves hundreds of runs, as the verifier's search needs: 120 consecutive 4-rank runs of
 * programs that finish, fail, deadlock and hang, each reported correctly, with no rank thread left behind and with loaded
 * classes and metaspace staying bounded (each run's class loaders must become garbage when the run ends; a leak would
 * grow both linearly with the number of runs).
 */
class RepeatedRunsTest {
  private static final int RUNS = 120;
  private static final int MEASURED_EARLY = 30;
  private static final int RANKS = 4;
  private static final Duration FINISHING_TIMEOUT = Duration.ofSeconds(30);
  private static final Duration HANG_TIMEOUT = Duration.ofMillis(300);

  /** Growth allowed between run 30 and run 120: a factor for noise plus a fixed slack. */
  private static final double GROWTH_FACTOR = 1.5;
  private static final long CLASS_SLACK = 2_000;
  private static final long METASPACE_SLACK_BYTES = 16L << 20;

  /** What a run executes and how its outcomes are checked. */
  private enum Kind {
    FINISHES("OneHelloPerRank"),
    ALL_THROW("AllThrowAfterFinalize"),
    ONE_THROWS("ThrowInRankOne"),
    DEADLOCKS("RecvNobodySends"),
    HANGS("SleepsForever");

    final String program;

    Kind(String program) {
      this.program = program;
    }

    /**
     * A fixed mix: 50% finish, 20% every rank throws, 10% one rank throws and the others are aborted, 10% deadlock,
     * 10% run on until the time limit.
     */
    static Kind ofRun(int run) {
      return switch (run % 10) {
        case 2, 7 -> ALL_THROW;
        case 4 -> ONE_THROWS;
        case 6 -> DEADLOCKS;
        case 9 -> HANGS;
        default -> FINISHES;
      };
    }
  }

  @Test
  @Timeout(300)
  void aHundredAndTwentyRunsInOneLauncherAreEachReportedAndLeaveNothingBehind() throws Exception {
    long classesEarly = 0;
    long metaspaceEarly = 0;
    long everLoadedEarly = 0;
    long start = System.nanoTime();
    try (MulticoreLauncher launcher = new MulticoreLauncher(MpjInstallation.locate())) {
      for (int run = 1; run <= RUNS; run++) {
        Kind kind = Kind.ofRun(run);
        Duration timeout = kind == Kind.HANGS ? HANG_TIMEOUT : FINISHING_TIMEOUT;
        RunResult result = LaunchFixtures.run(launcher, kind.program, RANKS, timeout, RankOutput.discard());
        check(kind, result, "run " + run + " (" + kind + ")");
        List<String> leftovers = LaunchFixtures.leftoverRankThreads();
        assertTrue(leftovers.isEmpty(), "after run " + run + " (" + kind + "): " + leftovers);
        if (run == MEASURED_EARLY) {
          settle();
          classesEarly = loadedClasses();
          metaspaceEarly = metaspaceUsed();
          everLoadedEarly = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
        }
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    settle();
    long classesLate = loadedClasses();
    long metaspaceLate = metaspaceUsed();
    long classesPerRun = (ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount() - everLoadedEarly)
        / (RUNS - MEASURED_EARLY);
    System.out.printf("%d runs of %d ranks in %.1f s; loaded classes after run %d: %d, after run %d: %d; "
            + "metaspace used after run %d: %.1f MB, after run %d: %.1f MB; each run loads about %d classes%n",
        RUNS, RANKS, seconds, MEASURED_EARLY, classesEarly, RUNS, classesLate, MEASURED_EARLY,
        metaspaceEarly / 1048576.0, RUNS, metaspaceLate / 1048576.0, classesPerRun);

    assertTrue(classesLate <= classesEarly * GROWTH_FACTOR + CLASS_SLACK,
        "loaded classes grew from " + classesEarly + " (run " + MEASURED_EARLY + ") to " + classesLate);
    assertTrue(metaspaceLate <= metaspaceEarly * GROWTH_FACTOR + METASPACE_SLACK_BYTES,
        "metaspace grew from " + metaspaceEarly + " to " + metaspaceLate + " bytes");
  }

  private static void check(Kind kind, RunResult result, String what) {
    List<RankOutcome> outcomes = result.outcomes();
    assertEquals(RANKS, outcomes.size(), what);
    for (int rank = 0; rank < RANKS; rank++) {
      RankOutcome outcome = outcomes.get(rank);
      assertEquals(rank, outcome.rank(), what);
      switch (kind) {
        case FINISHES -> assertEquals(new RankOutcome.Finalized(rank), outcome, what);
        case ALL_THROW -> assertEquals("java.lang.ArithmeticException: late failure in rank " + rank,
            assertInstanceOf(RankOutcome.Threw.class, outcome, what).exception(), what);
        case ONE_THROWS -> {
          if (rank == 1) {
            assertEquals("java.lang.IllegalStateException: rank one gives up",
                assertInstanceOf(RankOutcome.Threw.class, outcome, what).exception(), what);
          } else {
            assertEquals(1, assertInstanceOf(RankOutcome.Aborted.class, outcome, what).failedRank(), what);
          }
        }
        case DEADLOCKS -> assertEquals("Comm.Recv",
            assertInstanceOf(RankOutcome.Deadlocked.class, outcome, what).call(), what);
        case HANGS -> {
          RankOutcome.TimedOut timedOut = assertInstanceOf(RankOutcome.TimedOut.class, outcome, what);
          assertEquals(HANG_TIMEOUT.toMillis(), timedOut.timeoutMillis(), what);
        }
      }
    }
  }

  /** Full collections until class unloading has caught up (metaspace stops shrinking). */
  private static void settle() throws InterruptedException {
    long previous = Long.MAX_VALUE;
    for (int attempt = 0; attempt < 5; attempt++) {
      System.gc();
      Thread.sleep(100);
      long used = metaspaceUsed();
      if (used >= previous) {
        return;
      }
      previous = used;
    }
  }

  private static long loadedClasses() {
    return ManagementFactory.getClassLoadingMXBean().getLoadedClassCount();
  }

  private static long metaspaceUsed() {
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getName().equals("Metaspace")) {
        return pool.getUsage().getUsed();
      }
    }
    throw new IllegalStateException("no Metaspace memory pool in this JVM");
  }
}
