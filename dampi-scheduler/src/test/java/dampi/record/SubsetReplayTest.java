package dampi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.cli.DampiCommand;
import dampi.clock.Protocol;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.SharedLauncher;
import dampi.launch.TestPrograms;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Subset replay on the real runtime: a replayed rank, re-executed beside only the ranks it depends on, prints what it
 * printed in the recorded run and ends as it did, a finding included; a changed program or input diverges at its
 * first differing call, never hangs.
 */
@Timeout(300)
class SubsetReplayTest {
  private static final Duration LIMIT = Duration.ofSeconds(60);

  @TempDir Path files;

  /** Every rank's printed lines, by rank. */
  private static final class Printed implements RankOutput {
    final Map<Integer, List<String>> lines = new ConcurrentHashMap<>();

    @Override
    public void line(int rank, boolean error, String text) {
      lines.computeIfAbsent(rank, r -> Collections.synchronizedList(new ArrayList<>())).add(text);
    }

    List<String> of(int rank) {
      return lines.getOrDefault(rank, List.of());
    }
  }

  private static Recording recorded(Class<?> program, int ranks, int bound, Printed output, String... args) {
    LaunchSpec spec = TestPrograms.spec(program, ranks, args);
    RunResult result = SharedLauncher.get().run(spec, rank -> new RankRecorder(rank, new RankPlan(ranks,
        Protocol.LLCP, Buffering.ZERO, Map.of()).recordingForReplay(bound)), output);
    return Recordings.of(spec, Buffering.ZERO, bound, result.run());
  }

  /**
   * Replays {@code rank} of {@code recording}: it ends as recorded, without divergence, beside at most {@code bound}
   * re-executed ranks, printing what it printed in {@code original}.
   */
  private static void assertReplaysAsRecorded(Recording recording, Printed original, int rank,
      int bound) throws Exception {
    Printed replayed = new Printed();
    SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(recording, Set.of(rank), LIMIT, replayed);
    assertNull(outcome.divergence(), outcome.toString());
    assertTrue(outcome.asRecorded(), outcome.toString());
    assertTrue(outcome.reexecuted().size() <= bound, "bound " + bound + ": " + outcome.reexecuted());
    assertEquals(original.of(rank), replayed.of(rank));
  }

  @ParameterizedTest(name = "rank {0}")
  @ValueSource(ints = {0, 3, 7})
  void aReplayedRankPrintsWhatItPrintedInTheRecordedRunBesideFewerRanks(int rank) throws Exception {
    Printed original = new Printed();
    Recording recording = recorded(launch.RelayAndGather.class, 8, 3, original);
    Printed replayed = new Printed();
    SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(recording, Set.of(rank), LIMIT, replayed);
    assertNull(outcome.divergence());
    assertTrue(outcome.asRecorded(), outcome.lines().toString());
    assertTrue(outcome.reexecuted().contains(rank) && outcome.reexecuted().size() <= 3, outcome.toString());
    assertEquals(original.of(rank), replayed.of(rank));
    assertTrue(original.of(rank).stream().anyMatch(line -> line.startsWith("sum ")), original.of(rank).toString());
    for (int standIn = 0; standIn < 8; standIn++) {
      if (!outcome.reexecuted().contains(standIn)) {
        assertEquals(List.of(), replayed.of(standIn), "rank " + standIn + " stands in: it runs nothing");
      }
    }
  }

  /**
   * Communicators the program makes (Split, clone, Split with MPI.UNDEFINED) replay with members standing in: each
   * re-executed rank makes locally the communicator the recorded run made, with its members and contexts, and its
   * receives, polls and broadcasts on it go as recorded; so do a grid (Create_cart) and its rows (Cartcomm.Sub). The
   * Allreduce and Allgather MPJ runs itself put the logged result back into the rank's buffer, without the members
   * standing in.
   */
  @ParameterizedTest(name = "rank {0}")
  @ValueSource(ints = {0, 5, 8, 11})
  void aRankOnCommunicatorsItMadeReplaysBesideFewerRanks(int rank) throws Exception {
    Printed original = new Printed();
    Recording recording = recorded(launch.GridOfCommunicators.class, 12, 2, original);
    assertTrue(original.of(8).stream().anyMatch(line -> line.startsWith("total ")), original.of(8).toString());
    assertTrue(original.of(rank).contains("grid [" + rank / 4 + ", " + rank % 4 + "] from the left "
        + (((rank + 3) % 4 + rank / 4 * 4) * ((rank + 3) % 4 + rank / 4 * 4) + 1)), original.of(rank).toString());
    assertTrue(original.of(rank).stream().anyMatch(line -> line.startsWith("row largest " + ((rank / 4 * 4 + 3)
        * (rank / 4 * 4 + 3) + 1) + ", everyone [1, 2, 5, ")), original.of(rank).toString());
    assertReplaysAsRecorded(recording, original, rank, 2);
  }

  /**
   * Persistent requests replay as their one-off forms do: each Start of the persistent receive is steered to the
   * recorded message (from the log, or from its re-executed sender), each Start of a persistent send is checked and
   * goes out only where a re-executed rank takes it, and a synchronous one runs as a standard one.
   */
  @ParameterizedTest(name = "rank {0}")
  @ValueSource(ints = {0, 3, 6})
  void aRankWithPersistentRequestsReplaysBesideFewerRanks(int rank) throws Exception {
    Printed original = new Printed();
    Recording recording = recorded(launch.PersistentRounds.class, 8, 2, original);
    assertReplaysAsRecorded(recording, original, rank, 2);
    assertEquals(rank == 0 ? 21 : 3, original.of(rank).size(), original.of(rank).toString());
  }

  /** The realistic programs' planted bugs at 8 ranks: each finding is at rank 0, the one that checks the result. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"MonteCarloPiSplitMessageBug", "ParallelSortArrivalOrderBug", "MasterWorkerMatmulFifoBug",
      "JacobiHeatWildcardHaloBug"})
  void aRecordedFindingShowsAgainReplayingItsRankWithFewerRanks(String program) throws Exception {
    Path records = files.resolve(program);
    int exit = DampiCommand.execute("verify", "-np", "8", "--stop-at-first-error", "--record", records.toString(),
        "--replay-bound", "2", "--report", files.resolve(program + ".json").toString(), "--classpath",
        TestPrograms.CLASSES.toString(), "suite.realistic." + program);
    assertEquals(DampiCommand.FAILED, exit);
    Recording recording = RecordFile.read(records.resolve("finding-1"));
    SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(recording, Set.of(0), LIMIT, RankOutput.discard());
    assertTrue(outcome.asRecorded() && outcome.failed(), outcome.toString());
    assertTrue(outcome.reexecuted().size() <= 2, "bound 2: " + outcome.reexecuted());
    assertEquals(DampiCommand.FAILED, DampiCommand.execute("replay", records.resolve("finding-1").toString(),
        "--ranks", "0"), "the finding showed again");
  }

  private static Recording earlyStop;

  /** EarlyStopSearchForgetsGoodbyeBug's deadlock at 5 ranks, recorded once for every rank's replay. */
  private static synchronized Recording earlyStopDeadlock(Path files) throws Exception {
    if (earlyStop == null) {
      Path records = files.resolve("early-stop");
      int exit = DampiCommand.execute("verify", "-np", "5", "--stop-at-first-error", "--record", records.toString(),
          "--replay-bound", "2", "--report", files.resolve("early-stop.json").toString(), "--classpath",
          TestPrograms.CLASSES.toString(), "suite.realistic.EarlyStopSearchForgetsGoodbyeBug");
      assertEquals(DampiCommand.FAILED, exit);
      earlyStop = RecordFile.read(records.resolve("finding-1"));
    }
    return earlyStop;
  }

  /**
   * A worker of EarlyStopSearchForgetsGoodbyeBug polls with Iprobe between slices whether rank 0 said STOP; the
   * finding's run is one where a poll saw it early. Replayed, every rank's polls answer as recorded, though the
   * replay's timing differs (the STOP comes from the log at once, or from rank 0 re-executed), so each rank takes its
   * recorded path and ends in the deadlock again: rank 0 in its receive of the goodbye that never comes, the workers
   * in Finalize.
   */
  @ParameterizedTest(name = "rank {0}")
  @ValueSource(ints = {0, 1, 2, 4})
  void aRanksPollsAnswerAsRecordedWhateverTheReplaysTiming(int rank) throws Exception {
    Recording recording = earlyStopDeadlock(files);
    assertTrue(recording.logs().stream().anyMatch(log -> log.answers().stream()
        .anyMatch(answer -> answer.call().equals("Comm.Iprobe") && !answer.none())), "a poll saw the STOP");
    SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(recording, Set.of(rank), LIMIT, RankOutput.discard());
    assertNull(outcome.divergence(), outcome.toString());
    assertTrue(outcome.asRecorded() && outcome.failed(), outcome.toString());
    assertTrue(outcome.reexecuted().size() <= 2, "bound 2: " + outcome.reexecuted());
  }

  /** examples.RacyGather's deadlock: rank 0 in its receive, rank 1 in its send, rank 3 in Finalize. */
  @Test
  void eachRankOfADeadlockBlocksAgainWhereItWasBlocked() throws Exception {
    Path records = files.resolve("racy");
    int exit = DampiCommand.execute("verify", "-np", "4", "--record", records.toString(), "--replay-bound", "2",
        "--report", files.resolve("racy.json").toString(), "--classpath", TestPrograms.CLASSES.toString(),
        "examples.RacyGather");
    assertEquals(DampiCommand.FAILED, exit);
    Recording recording = RecordFile.read(records.resolve("finding-1"));
    for (int rank : List.of(0, 1, 3)) {
      SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(recording, Set.of(rank), LIMIT, RankOutput.discard());
      assertTrue(outcome.asRecorded() && outcome.failed(), outcome.toString());
      assertTrue(outcome.lines().stream().anyMatch(line -> line.startsWith("rank " + rank + ": blocked forever")),
          outcome.lines().toString());
    }
  }

  @Test
  void changedArgumentsDivergeAtTheFirstDifferingSend() throws Exception {
    Recording recording = recorded(suite.realistic.MasterWorkerMatmul.class, 6, 2, new Printed(), "16");
    Program program = recording.program();
    Recording changed = new Recording(new Program(program.classpath(), program.mainClass(), List.of("20"), null),
        recording.programDigest(), recording.ranks(), recording.device(), recording.buffering(), recording.bound(),
        recording.endings(), recording.logs());
    SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(changed, Set.of(0), LIMIT, RankOutput.discard());
    assertNotNull(outcome.divergence(), outcome.toString());
    assertTrue(outcome.divergence().startsWith("replay diverged: rank 0: its send at MasterWorkerMatmul.java:"),
        outcome.divergence());
    assertTrue(outcome.divergence().contains("(the program or its input changed since it was recorded)"));
    Path directory = RecordFile.write(files.resolve("changed"), changed).getParent();
    assertEquals(DampiCommand.BAD_INPUT, DampiCommand.execute("replay", directory.toString(), "--ranks", "0"));
  }

  @Test
  void anotherProgramsRecordDivergesAtItsFirstCall() throws Exception {
    Recording recording = recorded(suite.realistic.MonteCarloPi.class, 5, 2, new Printed());
    Program program = recording.program();
    Recording foreign = new Recording(new Program(program.classpath(), "suite.realistic.ParallelSort", List.of(),
        null), recording.programDigest(), recording.ranks(), recording.device(), recording.buffering(),
        recording.bound(), recording.endings(), recording.logs());
    SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(foreign, Set.of(0), LIMIT, RankOutput.discard());
    assertNotNull(outcome.divergence(), outcome.toString());
    // whichever re-executed rank gets there first: here the helper's send of 5 ints where 2 longs were recorded
    assertTrue(outcome.divergence().startsWith("replay diverged: rank ")
        && outcome.divergence().contains(" at ParallelSort.java:"), outcome.divergence());
  }

  /**
   * {@code --trace} of a subset replay: a lane per rank, the re-executed ranks' calls on theirs, rank 0's receives
   * from the log among them.
   */
  @Test
  void aSubsetReplayWritesItsTrace() throws Exception {
    Recording recording = recorded(launch.RelayAndGather.class, 8, 3, new Printed());
    Path directory = RecordFile.write(files.resolve("relay"), recording).getParent();
    Path trace = files.resolve("relay-trace.json");
    assertEquals(DampiCommand.OK, DampiCommand.execute("replay", directory.toString(), "--ranks", "0", "--trace",
        trace.toString()));
    com.fasterxml.jackson.databind.JsonNode events = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(trace.toFile()).get("traceEvents");
    List<String> calls = new ArrayList<>();
    events.forEach(event -> {
      if (event.get("ph").asText().equals("X") && event.get("tid").asInt() == 0) {
        calls.add(event.get("name").asText());
      }
    });
    assertEquals(7, calls.stream().filter(call -> call.equals("Comm.Recv")).count(), calls.toString());
    assertTrue(calls.contains("Intracomm.Bcast"), calls.toString());
  }

  @Test
  void aReplayThatCannotBeMadeIsRefusedWithExitCodeTwo() throws Exception {
    Recording recording = recorded(suite.realistic.MonteCarloPi.class, 5, 2, new Printed());
    Path directory = RecordFile.write(files.resolve("pi"), recording).getParent();
    assertEquals(DampiCommand.BAD_INPUT, DampiCommand.execute("replay", directory.toString()));
    assertEquals(DampiCommand.BAD_INPUT, DampiCommand.execute("replay", directory.toString(), "--ranks", "5"));
    assertEquals(DampiCommand.BAD_INPUT, DampiCommand.execute("replay", directory.toString(), "--finding", "1"));
    assertEquals(DampiCommand.OK, DampiCommand.execute("replay", directory.toString(), "--ranks", "0,2"));
  }
}
