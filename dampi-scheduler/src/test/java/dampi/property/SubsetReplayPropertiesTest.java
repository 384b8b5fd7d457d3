package dampi.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.clock.Protocol;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import dampi.launch.RankOutput;
import dampi.launch.RunResult;
import dampi.launch.SharedLauncher;
import dampi.rank.Buffering;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import dampi.record.Recording;
import dampi.record.Recordings;
import dampi.record.SubsetReplayRun;
import generated.Interpreter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

/**
 * Subset replay of generated programs' recorded runs, any rank, any bound, either buffering model: the rank
 * re-executes beside its replay set only, ends as it ended when recorded (a deadlock included), prints what it printed
 * then (the interpreter prints every receive's source and data), and never waits for a message the replay cannot give
 * it, its probes and completion calls answering as they did, the communicators it makes made as they were. In half
 * of the runs the barriers are Allreduces, whose results the interpreter prints. A call subset replay does not carry
 * out yet (a logged message on an intercommunicator) ends it with a message that says so.
 */
class SubsetReplayPropertiesTest {
  private static final String NOT_YET = "subset replay cannot yet replay";

  @Provide
  Arbitrary<GeneratedProgram> programs() {
    return ProgramGenerator.widerPrograms();
  }

  @Property(tries = 40, shrinking = ShrinkingMode.OFF)
  void aReplayedRankEndsAndPrintsAsInTheRecordedRun(@ForAll("programs") GeneratedProgram generated,
      @ForAll("bounds") int bound, @ForAll("ranks") int which, @ForAll boolean eager, @ForAll boolean allreduces)
      throws Exception {
    // MPJ runs an Allreduce itself, with every member: a replay without some of them puts the logged result back
    GeneratedProgram program = allreduces ? GeneratedProgram.parse(generated.text().replace("barrier", "allreduce"))
        : generated;
    int rank = which % program.size();
    Buffering buffering = eager ? Buffering.EAGER : Buffering.ZERO;
    List<String> args = eager ? List.of(program.text(), Interpreter.EAGER) : List.of(program.text());
    LaunchSpec spec = new LaunchSpec(new Program(List.of(Path.of("target/test-classes")), Interpreter.class.getName(),
        args, null), program.size(), Device.MULTICORE, Duration.ofSeconds(20), null);
    Map<Integer, List<String>> recordedLines = new ConcurrentHashMap<>();
    RunResult result = SharedLauncher.get().run(spec, r -> new RankRecorder(r, new RankPlan(program.size(),
        Protocol.LLCP, buffering, Map.of()).recordingForReplay(bound)), collect(recordedLines));
    Recording recording = Recordings.of(spec, buffering, bound, result.run());
    Map<Integer, List<String>> replayedLines = new ConcurrentHashMap<>();
    SubsetReplayRun.Outcome outcome = SubsetReplayRun.run(recording, Set.of(rank), Duration.ofSeconds(20),
        collect(replayedLines));
    String context = program + "\nbound " + bound + ", " + buffering + ", rank " + rank + ": " + outcome;
    boolean notYet = outcome.lines().stream().anyMatch(line -> line.contains(NOT_YET));
    net.jqwik.api.statistics.Statistics.collect(notYet ? "not yet replayable" : "replayed",
        outcome.reexecuted().size() < program.size() ? "fewer ranks" : "every rank");
    if (notYet) {
      return; // said so, in one line
    }
    assertNull(outcome.divergence(), context);
    assertTrue(outcome.asRecorded(), context);
    assertTrue(outcome.reexecuted().size() <= bound, context);
    assertEquals(recordedLines.getOrDefault(rank, List.of()), replayedLines.getOrDefault(rank, List.of()), context);
  }

  @Provide
  Arbitrary<Integer> bounds() {
    return Arbitraries.integers().between(1, 4);
  }

  @Provide
  Arbitrary<Integer> ranks() {
    return Arbitraries.integers().between(0, 7);
  }

  private static RankOutput collect(Map<Integer, List<String>> lines) {
    return (rank, error, text) -> lines.computeIfAbsent(rank, r -> Collections.synchronizedList(new ArrayList<>()))
        .add(text);
  }
}
