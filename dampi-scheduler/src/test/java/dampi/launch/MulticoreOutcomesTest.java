package dampi.launch;

import dampi.rank.RankOutcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.launch.LaunchFixtures.CollectingOutput;
import dampi.launch.LaunchFixtures.Line;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import dampi.site.Site;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import launch.ExitInRankTwo;
import launch.GoesOnAfterItsDeadlockFails;
import launch.RecvNobodySends;
import launch.SleepsForever;
import launch.ThrowInRankOne;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every way a rank can end, as the multicore launcher reports it, on real MPJ Express runs of the programs in
 * package {@code launch} (testsuite); and after every run, not one rank thread is left.
 */
@Timeout(120)
class MulticoreOutcomesTest {
  private static final Duration GENEROUS = Duration.ofSeconds(60);
  private static MulticoreLauncher launcher;

  @BeforeAll
  static void createLauncher() throws BadInputException {
    launcher = new MulticoreLauncher(MpjInstallation.locate());
  }

  @AfterAll
  static void closeLauncher() {
    launcher.close();
  }

  @AfterEach
  void noRankThreadOutlivesTheRun() {
    List<String> leftovers = LaunchFixtures.leftoverRankThreads();
    assertTrue(leftovers.isEmpty(), "rank threads still alive after the run: " + leftovers);
  }

  /**
   * A thread the application started and never ended: once it outlived its run (24 of them after a 24-interleaving
   * search). Now it is stopped with the run and recorded at the line that started it; the check after each test
   * finds no thread of any rank left.
   */
  @Test
  void aThreadTheProgramLeftRunningIsStoppedAndRecordedWhereItStarted() {
    LaunchSpec spec = new LaunchSpec(new Program(List.of(TestPrograms.CLASSES), "suite.hostile.ThreadLeftRunning",
        List.of(), null), 2, Device.MULTICORE, GENEROUS, null);
    for (int run = 0; run < 3; run++) {
      RunResult result = launcher.run(spec, RankRecorder::new, RankOutput.discard());
      assertTrue(result.succeeded(), result.toString());
      List<dampi.rank.Resource> left = result.records().get(1).leakedAtFinalize();
      assertEquals(List.of(dampi.rank.ResourceKind.THREAD), left.stream().map(dampi.rank.Resource::kind).toList());
      assertEquals(TestPrograms.site(suite.hostile.ThreadLeftRunning.class, "spinner.start()"), left.get(0).site());
      assertEquals(List.of(), result.records().get(0).leakedAtFinalize());
    }
  }

  /** A rank that swallows every Throwable around a receive once survived its teardown and blocked on for good. */
  @Test
  void aRankThatSwallowsItsTeardownIsStoppedAllTheSame() {
    LaunchSpec spec = new LaunchSpec(new Program(List.of(TestPrograms.CLASSES),
        "suite.hostile.SwallowsEverythingInAReceiveLoop", List.of(), null), 2, Device.MULTICORE, GENEROUS, null);
    RunResult result = launcher.run(spec, RankRecorder::new, RankOutput.discard());
    assertInstanceOf(RankOutcome.Deadlocked.class, result.outcomes().get(0), result.toString());
    assertEquals(List.of(), result.records().get(0).leakedAtFinalize(), "stopped, so nothing is left behind");
  }

  @Test
  void helloAndBarrierFinalizesEveryRankAndEachLineReachesItsRank() {
    CollectingOutput output = new CollectingOutput();
    RunResult result = LaunchFixtures.run(launcher, "OneHelloPerRank", 4, GENEROUS, output);

    assertTrue(result.succeeded(), result.toString());
    assertEquals(List.of(), result.failures());
    for (int rank = 0; rank < 4; rank++) {
      assertEquals(new RankOutcome.Finalized(rank), result.outcomes().get(rank));
      RankRecord record = result.records().get(rank);
      assertEquals(rank, record.rank());
      assertTrue(record.initialized() && record.finalized(), "rank " + rank + " recorded Init and Finalize");
    }
    Set<Line> expected = Set.of(new Line(0, false, "hello from rank 0 of 4"), new Line(1, false, "hello from rank 1 of 4"),
        new Line(2, false, "hello from rank 2 of 4"), new Line(3, false, "hello from rank 3 of 4"));
    assertEquals(4, output.lines().size(), output.lines().toString());
    assertEquals(expected, Set.copyOf(output.lines()));
  }

  @Test
  void aRankThatThrowsIsReportedWithItsExceptionAndSiteAndTheOthersAreAborted() {
    RunResult result = LaunchFixtures.run(launcher, "ThrowInRankOne", 4, GENEROUS, RankOutput.discard());

    assertFalse(result.succeeded());
    RankOutcome.Threw threw = assertInstanceOf(RankOutcome.Threw.class, result.outcomes().get(1));
    assertEquals("java.lang.IllegalStateException: rank one gives up", threw.exception());
    assertEquals(Site.of("ThrowInRankOne.java", ThrowInRankOne.THROW_LINE), threw.site());
    assertEquals("rank 1: threw java.lang.IllegalStateException: rank one gives up at ThrowInRankOne.java:"
        + ThrowInRankOne.THROW_LINE, threw.describe());
    assertOthersAborted(result, 1);
    for (int rank : List.of(0, 2, 3)) {
      RankOutcome.Aborted aborted = (RankOutcome.Aborted) result.outcomes().get(rank);
      assertEquals(Site.of("ThrowInRankOne.java", ThrowInRankOne.BARRIER_LINE), aborted.site(),
          "where rank " + rank + " waited");
    }
    assertEquals(List.of(threw), result.failures());
  }

  @Test
  void aRankThatReturnsWithoutFinalizeIsMissingFinalize() {
    RunResult result = LaunchFixtures.run(launcher, "MissingFinalizeInRankOne", 4, GENEROUS, RankOutput.discard());

    assertEquals(new RankOutcome.MissingFinalize(1), result.outcomes().get(1));
    assertTrue(result.records().get(1).initialized());
    assertFalse(result.records().get(1).finalized());
    assertOthersAborted(result, 1);
  }

  @Test
  void systemExitEndsOnlyItsRankAndTheJvmCarriesOn() {
    RunResult result = LaunchFixtures.run(launcher, "ExitInRankTwo", 4, GENEROUS, RankOutput.discard());

    RankOutcome.Exited exited = assertInstanceOf(RankOutcome.Exited.class, result.outcomes().get(2));
    assertEquals(3, exited.status());
    assertOthersAborted(result, 2);

    // still here: the JVM survived; and the same launcher still runs programs
    RunResult next = LaunchFixtures.run(launcher, "OneHelloPerRank", 4, GENEROUS, RankOutput.discard());
    assertTrue(next.succeeded(), next.toString());
  }

  @Test
  void systemExitIsReportedAtTheCallOfSystemExit() {
    RunResult result = LaunchFixtures.run(launcher, "ExitInRankTwo", 4, GENEROUS, RankOutput.discard());

    RankOutcome.Exited exited = assertInstanceOf(RankOutcome.Exited.class, result.outcomes().get(2));
    assertEquals(Site.of("ExitInRankTwo.java", ExitInRankTwo.EXIT_LINE), exited.site());
  }

  @Test
  void ranksBlockedInAReceiveNobodySendsAreDeadlockedAtTheReceiveLongBeforeTheTimeLimit() {
    RunResult result = LaunchFixtures.run(launcher, "RecvNobodySends", 4, GENEROUS, RankOutput.discard());

    for (int rank = 0; rank < 4; rank++) {
      assertEquals(
          new RankOutcome.Deadlocked(rank, "Comm.Recv", Site.of("RecvNobodySends.java", RecvNobodySends.RECV_LINE)),
          result.outcomes().get(rank));
    }
    assertEquals(4, result.failures().size());
    assertTrue(result.elapsed().compareTo(Duration.ofSeconds(10)) < 0, "deadlock found late: " + result.elapsed());
  }

  /** A deadlock's site on a rank is that of the thread in its blocked call, a helper thread's too. */
  @Test
  void aDeadlockInAHelperThreadIsReportedAtTheHelpersCall() {
    RunResult result = LaunchFixtures.run(launcher, "HelperThreadBlocksInWaitany", 2, GENEROUS,
        RankOutput.discard());

    assertEquals(new RankOutcome.Deadlocked(0, "Request.Waitany",
        Site.of("HelperThreadBlocksInWaitany.java", launch.HelperThreadBlocksInWaitany.WAITANY_LINE)),
        result.outcomes().get(0));
  }

  /**
   * A main thread joining a helper blocked in an MPI call is as blocked as the helper (it was left to the time limit,
   * a timeout): the deadlock is found once the ranks are quiet, at the helper's call.
   */
  @Test
  void aMainThreadJoiningAHelperBlockedInMpiIsPartOfTheDeadlock() {
    RunResult result = LaunchFixtures.run(launcher, "MainJoinsAHelperBlockedInRecv", 2, GENEROUS,
        RankOutput.discard());

    assertEquals(new RankOutcome.Deadlocked(0, "Comm.Recv",
        Site.of("MainJoinsAHelperBlockedInRecv.java", launch.MainJoinsAHelperBlockedInRecv.RECV_LINE)),
        result.outcomes().get(0));
    assertTrue(result.elapsed().compareTo(Duration.ofSeconds(10)) < 0, "deadlock found late: " + result.elapsed());
  }

  /**
   * A rank that catches the error its deadlocked receive fails with at the teardown, and goes on (it sends, receives
   * and finalizes), changed the record of the run after the run was over: the receive it was stuck in then looked
   * completed, and a forced run stuck in a state no execution reaches was reported as a deadlock. What each rank
   * recorded is frozen when the run ends, and the calls it makes after that fail.
   */
  @Test
  void aRankThatGoesOnAfterItsDeadlockedCallFailsAddsNothingToTheRecord() {
    RunResult result = LaunchFixtures.run(launcher, "GoesOnAfterItsDeadlockFails", 3, GENEROUS, RankOutput.discard());

    Site receive = Site.of("GoesOnAfterItsDeadlockFails.java", GoesOnAfterItsDeadlockFails.RECV_LINE);
    for (int rank = 0; rank < 3; rank++) {
      assertEquals(new RankOutcome.Deadlocked(rank, "Comm.Recv", receive), result.outcomes().get(rank));
      RankRecord record = result.records().get(rank);
      assertEquals(List.of(), record.epochLog().messages().sent(), "rank " + rank + " sent after its run was over");
      assertFalse(record.reachedFinalize(), "rank " + rank + " finalized after its run was over");
      assertEquals("Comm.Recv", record.pendingCall().call());
      assertEquals(1, record.epochLog().openReceives().size(), "rank " + rank + ": the receive it was stuck in");
    }
  }

  @Test
  void ranksStillRunningAtTheTimeLimitTimeOutWhereTheyAre() {
    Duration timeout = Duration.ofMillis(1500);
    RunResult result = LaunchFixtures.run(launcher, "SleepsForever", 4, timeout, RankOutput.discard());

    for (int rank = 0; rank < 4; rank++) {
      assertEquals(new RankOutcome.TimedOut(rank, 1500, Site.of("SleepsForever.java", SleepsForever.SLEEP_LINE)),
          result.outcomes().get(rank));
    }
    assertEquals(4, result.failures().size());
    assertTrue(result.elapsed().compareTo(timeout) >= 0, "ended before the time limit: " + result.elapsed());
    assertTrue(result.elapsed().compareTo(timeout.plusSeconds(5)) < 0, "teardown too slow: " + result.elapsed());
  }

  @Test
  void ranksThatAllFailOnTheirOwnAreAllReportedAndNoneIsAborted() {
    RunResult result = LaunchFixtures.run(launcher, "AllThrowAfterFinalize", 4, GENEROUS, RankOutput.discard());

    for (int rank = 0; rank < 4; rank++) {
      RankOutcome.Threw threw = assertInstanceOf(RankOutcome.Threw.class, result.outcomes().get(rank));
      assertEquals("java.lang.ArithmeticException: late failure in rank " + rank, threw.exception());
      assertTrue(result.records().get(rank).finalized());
    }
    assertEquals(4, result.failures().size());
  }

  /** Every rank but {@code failed} was torn down because {@code failed} failed first. */
  private static void assertOthersAborted(RunResult result, int failed) {
    List<RankOutcome> others = result.outcomes().stream().filter(o -> o.rank() != failed).toList();
    assertEquals(3, others.size());
    for (RankOutcome other : others) {
      RankOutcome.Aborted aborted = assertInstanceOf(RankOutcome.Aborted.class, other, result.toString());
      assertEquals(failed, aborted.failedRank());
    }
    Set<Integer> ranks = result.outcomes().stream().map(RankOutcome::rank).collect(Collectors.toSet());
    assertEquals(Set.of(0, 1, 2, 3), ranks);
  }
}
