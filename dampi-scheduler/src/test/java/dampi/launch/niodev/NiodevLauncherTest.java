package dampi.launch.niodev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.launch.BadInputException;
import dampi.launch.Cluster;
import dampi.launch.LaunchAgent;
import dampi.launch.Device;
import dampi.launch.Interception;
import dampi.launch.LaunchSpec;
import dampi.launch.MpjInstallation;
import dampi.rank.RankOutcome;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.TestPrograms;
import dampi.rank.RankRecord;
import dampi.rank.RankRecorder;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.clock.Protocol;
import dampi.site.Site;
import java.util.Map;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import launch.HaltInRankTwo;
import launch.HelloOnBothStreams;
import launch.RecvNobodySends;
import launch.SleepsForever;
import launch.ThrowInRankOne;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import suite.buffering.HeadToHeadSend;
import suite.probe.PollsUntilItsTimeIsUpCorrect;
import suite.probe.PollsWithPausesUntilItGivesUpCorrect;

/** The niodev device on real MPJ Express runs: one JVM per rank, all on 127.0.0.1. */
class NiodevLauncherTest {
  private static final Duration GENEROUS = Duration.ofSeconds(45);

  private static NiodevLauncher launcher;

  @BeforeAll
  static void createLauncher() throws BadInputException {
    launcher = new NiodevLauncher(MpjInstallation.locate());
  }

  @AfterEach
  void noRankProcessOutlivesTheRun() {
    List<String> leftovers = ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
        .map(p -> p.pid() + " " + p.info().commandLine().orElse("?")).toList();
    assertTrue(leftovers.isEmpty(), "processes still alive after the run: " + leftovers);
    List<String> threads = Thread.getAllStackTraces().keySet().stream()
        .filter(thread -> thread.isAlive() && thread.getName().startsWith("niodev-")).map(Thread::getName).toList();
    assertTrue(threads.isEmpty(), "launcher threads still alive after the run: " + threads);
  }

  private static LaunchSpec spec(Class<?> program, int ranks, Duration timeout, Path hosts) {
    return new LaunchSpec(TestPrograms.program(program), ranks, Device.NIODEV, timeout,
        hosts == null ? null : new Cluster(hosts, new LaunchAgent.Ssh(), null));
  }

  private static RunResult run(Class<?> program, int ranks, Duration timeout, RankOutput output) {
    return launcher.run(spec(program, ranks, timeout, null), RankRecorder::new, output);
  }

  record Line(int rank, boolean error, String text) {}

  static final class CollectingOutput implements RankOutput {
    private final ConcurrentLinkedQueue<Line> lines = new ConcurrentLinkedQueue<>();

    @Override
    public void line(int rank, boolean error, String text) {
      lines.add(new Line(rank, error, text));
    }

    List<Line> lines() {
      return new ArrayList<>(lines);
    }
  }

  private static void assertHelloBarrier(RunResult result, CollectingOutput output, int ranks) {
    assertTrue(result.succeeded(), () -> "outcomes: " + result.outcomes());
    List<Line> lines = output.lines();
    for (int rank = 0; rank < ranks; rank++) {
      assertEquals(new RankOutcome.Finalized(rank), result.outcomes().get(rank));
      assertTrue(lines.contains(new Line(rank, false, "hello from rank " + rank + " of " + ranks)), "" + lines);
      assertTrue(lines.contains(new Line(rank, false, "rank " + rank + " passed the barrier")), "" + lines);
      assertTrue(lines.contains(new Line(rank, true, "rank " + rank + " on standard error")), "" + lines);
      RankRecord record = result.records().get(rank);
      assertEquals(rank, record.rank());
      assertTrue(record.initialized() && record.finalized(), "the rank's recorder came back from its JVM");
    }
    assertEquals(3 * ranks, lines.size(), () -> "unexpected lines: " + lines);
  }

  @Test
  void helloAndBarrierOnFourRanks() {
    CollectingOutput output = new CollectingOutput();
    RunResult result = run(HelloOnBothStreams.class, 4, GENEROUS, output);
    assertHelloBarrier(result, output, 4);
    System.out.println("niodev: 4 ranks hello and barrier in " + result.elapsed().toMillis() + " ms");
  }

  @Test
  void plainMpjRanksFinishWithoutTheLayerRecordingAnything() throws BadInputException {
    CollectingOutput output = new CollectingOutput();
    RunResult result = new NiodevLauncher(MpjInstallation.locate(), Interception.OFF)
        .run(spec(HelloOnBothStreams.class, 4, GENEROUS, null), RankRecorder::new, output);
    assertTrue(result.succeeded(), () -> "outcomes: " + result.outcomes());
    for (int rank = 0; rank < 4; rank++) {
      assertEquals(new RankOutcome.Finalized(rank), result.outcomes().get(rank));
      assertTrue(output.lines().contains(new Line(rank, false, "rank " + rank + " passed the barrier")));
      RankRecord record = result.records().get(rank);
      assertTrue(!record.initialized() && record.messagesSent() == 0, "no interception, no piggyback");
    }
  }

  @Test
  void helloAndBarrierOnSixteenRanks() {
    CollectingOutput output = new CollectingOutput();
    RunResult result = run(HelloOnBothStreams.class, 16, GENEROUS, output);
    assertHelloBarrier(result, output, 16);
    System.out.println("niodev: 16 ranks hello and barrier in " + result.elapsed().toMillis() + " ms");
  }

  /** A fixed -Xmx256m once made this an out-of-memory finding on niodev while multicore ran it. */
  @Test
  void aRankMayHoldAsMuchHeapAsOnMulticore() {
    RunResult result = run(launch.HoldsThreeHundredTwentyMegabytes.class, 2, GENEROUS, RankOutput.discard());
    assertEquals(List.of(), result.failures());
  }

  @Test
  void throwingRankIsReportedAtItsOwnLineAndTheOthersAreAborted() {
    RunResult result = run(ThrowInRankOne.class, 4, GENEROUS, RankOutput.discard());
    assertEquals(new RankOutcome.Threw(1, "java.lang.IllegalStateException: rank one gives up",
        Site.of("ThrowInRankOne.java", ThrowInRankOne.THROW_LINE)), result.outcomes().get(1));
    for (int rank : new int[] {0, 2, 3}) {
      assertEquals(new RankOutcome.Aborted(rank, 1, Site.of("ThrowInRankOne.java", ThrowInRankOne.BARRIER_LINE)),
          result.outcomes().get(rank));
    }
    assertEquals(List.of(result.outcomes().get(1)), result.failures());
  }

  @Test
  void hangingRanksAreTornDownAtTheTimeLimit() {
    Duration timeout = Duration.ofSeconds(8); // every rank must reach its loop first, also on a busy machine
    RunResult result = run(SleepsForever.class, 4, timeout, RankOutput.discard());
    for (int rank = 0; rank < 4; rank++) {
      assertEquals(new RankOutcome.TimedOut(rank, timeout.toMillis(), Site.of("SleepsForever.java",
          SleepsForever.SLEEP_LINE)), result.outcomes().get(rank));
      assertTrue(result.records().get(rank).initialized(), "the recorder of a torn-down rank comes back too");
    }
    assertTrue(result.elapsed().compareTo(timeout.plusSeconds(5)) < 0, "teardown took " + result.elapsed());
  }

  /** Ranks that report being blocked in MPI while nothing moves are a deadlock long before the time limit. */
  @Test
  void ranksAllBlockedInMpiAreADeadlockBeforeTheTimeLimit() {
    Duration timeout = Duration.ofSeconds(40);
    RunResult result = run(RecvNobodySends.class, 4, timeout, RankOutput.discard());
    for (int rank = 0; rank < 4; rank++) {
      assertEquals(new RankOutcome.Deadlocked(rank, "Comm.Recv", Site.of("RecvNobodySends.java",
          RecvNobodySends.RECV_LINE)), result.outcomes().get(rank));
      assertEquals(List.of((rank + 1) % 4), result.records().get(rank).pendingCall().peers(),
          "the recorder of a torn-down rank comes back with the call it is blocked in");
    }
    assertTrue(result.elapsed().compareTo(timeout) < 0, "the run took " + result.elapsed());
  }

  /**
   * A rank that polls for three seconds by the clock, or with pauses, and gives up, while its peer waits in Finalize:
   * no deadlock (as on multicore, such loops are left to the time limit). On a loaded machine both once were: the
   * peer's Finalize completes only after the polling rank has ended, and the watch took that end for no movement; and
   * a rank JVM waiting for a core had last said it was polling.
   */
  @Test
  void loopsThatPollUntilTheyGiveUpAreNoDeadlock() {
    for (Class<?> program : List.of(PollsUntilItsTimeIsUpCorrect.class, PollsWithPausesUntilItGivesUpCorrect.class)) {
      RunResult result = run(program, 2, GENEROUS, RankOutput.discard());
      assertTrue(result.succeeded(), () -> program.getSimpleName() + " outcomes: " + result.outcomes());
    }
  }

  @Test
  void rankJvmThatDiesWithoutReportingIsReportedWithItsExitCode() {
    RunResult result = run(HaltInRankTwo.class, 4, GENEROUS, RankOutput.discard());
    assertEquals(new RankOutcome.Threw(2, "rank process exited with code " + HaltInRankTwo.HALT_STATUS,
        Site.unknown()), result.outcomes().get(2));
    assertEquals(List.of(result.outcomes().get(2)), result.failures(), () -> "outcomes: " + result.outcomes());
  }

  @Test
  void headToHeadSendsFinishUnderEagerBuffering() {
    CollectingOutput output = new CollectingOutput();
    RunResult result = launcher.run(spec(HeadToHeadSend.class, 2, GENEROUS, null),
        rank -> new RankRecorder(rank, new RankPlan(2, Protocol.LLCP, Buffering.EAGER, Map.of())), output);
    assertTrue(result.succeeded(), () -> "outcomes: " + result.outcomes());
    assertTrue(output.lines().contains(new Line(0, false, "rank 0 got 101")), "" + output.lines());
    assertTrue(output.lines().contains(new Line(1, false, "rank 1 got 100")), "" + output.lines());
  }

  /** Zero buffering, the default model, makes niodev's eager small sends wait as on multicore: a deadlock. */
  @Test
  void headToHeadSendsDeadlockUnderZeroBufferingAndTheRanksSayWhere() {
    RunResult result = run(HeadToHeadSend.class, 2, GENEROUS, new CollectingOutput());
    for (int rank = 0; rank < 2; rank++) {
      assertEquals(new RankOutcome.Deadlocked(rank, "Comm.Send", TestPrograms.site(HeadToHeadSend.class, "COMM_WORLD.Send(")),
          result.outcomes().get(rank), () -> "outcomes: " + result.outcomes());
      assertEquals("Comm.Send", result.records().get(rank).pendingCall().call());
    }
  }

  @Test
  void hostsFileNamingThisMachineTwiceRunsEveryRankHere(@TempDir Path directory) throws IOException {
    Path hosts = Files.writeString(directory.resolve("hosts"), "# two slots on this machine\n127.0.0.1\n127.0.0.1\n");
    CollectingOutput output = new CollectingOutput();
    RunResult result = launcher.run(spec(HelloOnBothStreams.class, 4, GENEROUS, hosts),
        RankRecorder::new, output);
    assertHelloBarrier(result, output, 4);
  }

  @Test
  void aRemoteRankStartsOverSshWithEveryWordQuoted() {
    RankCommand command = new RankCommand(0, 1, "10.0.0.1", 4000, "10.0.0.1", 4001, "t",
        new MpjInstallation(Path.of("/mpj/lib"), Path.of("/log4j.jar")), "a.Main",
        List.of(Path.of("/x/app.jar")), List.of(), Interception.ON, List.of("it's"));
    List<String> line = RankJvmCommandLine.of(new RankHost.Named("node7"), new LaunchAgent.Ssh(), command,
        Path.of("/tmp/unused"), "10.0.0.1");
    assertEquals(List.of("ssh", "-o", "BatchMode=yes", "node7", "java"), line.subList(0, 5));
    assertEquals("'it'\\''s'", line.get(line.size() - 1));
    assertTrue(line.stream().noneMatch(word -> word.startsWith("-Djava.io.tmpdir")), "" + line);
  }

  @Test
  void malformedHostsFileIsBadInput(@TempDir Path directory) throws IOException {
    Path hosts = Files.writeString(directory.resolve("hosts"), "127.0.0.1\nnode1 slots=2\n");
    LaunchSpec spec = spec(HelloOnBothStreams.class, 4, GENEROUS, hosts);
    BadInputException bad = assertThrows(BadInputException.class, () -> NiodevLauncher.validate(spec));
    assertTrue(bad.getMessage().contains("line 2"), bad.getMessage());
    assertThrows(IllegalArgumentException.class, () -> launcher.run(spec, RankRecorder::new, RankOutput.discard()));
  }

  @Test
  void eachRankRecordsIntoTheRecorderItWasGivenAndItComesBack() {
    RunResult result = launcher.run(spec(HelloOnBothStreams.class, 2, GENEROUS, null),
        rank -> {
          RankRecorder recorder = new RankRecorder(rank);
          recorder.unsupported("Given.toRank" + rank);
          return recorder;
        }, RankOutput.discard());
    assertTrue(result.succeeded(), () -> "outcomes: " + result.outcomes());
    for (int rank = 0; rank < 2; rank++) {
      RankRecord record = result.records().get(rank);
      assertEquals(rank, record.rank());
      assertEquals(1, record.unsupportedCalls().get("Given.toRank" + rank), "" + record.unsupportedCalls());
      assertTrue(record.finalized());
    }
  }
}
