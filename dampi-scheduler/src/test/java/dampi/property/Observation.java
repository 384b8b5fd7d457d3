package dampi.property;

import dampi.clock.Protocol;
import dampi.epoch.Decision;
import dampi.epoch.Epoch;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.Program;
import dampi.launch.RunResult;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import generated.Interpreter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * One run of a generated program on real ranks ({@link Interpreter}): how it ended, which send each receive got
 * (from the ranks' trace lines), and the epochs each rank's interception layer recorded.
 *
 * @param sendOfReceive for every receive that completed, the send whose message it got
 */
record Observation(GeneratedProgram program, Protocol protocol, RunResult result, Map<OpId, OpId> sendOfReceive) {
  /** Generous: deadlocks are detected within a fraction of a second, and nothing else can hang. */
  private static final Duration TIME_LIMIT = Duration.ofSeconds(20);

  /** Runs {@code program} once with no decisions under {@code protocol}. */
  static Observation freeRun(Launcher launcher, GeneratedProgram program, Protocol protocol) {
    return run(launcher, program, protocol, List.of());
  }

  /** Runs {@code program} once under {@code protocol}, its epochs forced by {@code decisions}. */
  static Observation run(Launcher launcher, GeneratedProgram program, Protocol protocol, List<Decision> decisions) {
    int size = program.size();
    LaunchSpec spec = new LaunchSpec(new Program(List.of(Path.of("target/test-classes")),
        Interpreter.class.getName(), List.of(program.text()), null), size, Device.MULTICORE, TIME_LIMIT, null);
    List<String> output = Collections.synchronizedList(new ArrayList<>());
    RunResult result = launcher.run(spec,
        rank -> new RankRecorder(rank, RankPlan.forRank(rank, size, protocol, decisions)),
        (rank, error, text) -> output.add("[" + rank + "] " + text));
    Map<OpId, OpId> sendOfReceive = matchingTraced(program, output);
    return new Observation(program, protocol, result, sendOfReceive);
  }

  /**
   * Which send every receive got, from the trace lines of one run ({@code [rank] text}, as the launcher's output
   * handler sees them).
   */
  static Map<OpId, OpId> matchingTraced(GeneratedProgram program, List<String> output) {
    Trace trace = Trace.read(program, output);
    if (!trace.problems().isEmpty()) {
      throw new AssertionError(String.join("\n", trace.problems()) + "\n" + program);
    }
    return trace.matching();
  }

  /** Every rank finalized and every receive reported its message: the run can be judged. */
  boolean finished() {
    return result.succeeded() && sendOfReceive.size() == program.receiveCount();
  }

  /** Decisions that make another run take every wildcard choice this one took (and so the same matching). */
  List<Decision> replayingDecisions() {
    List<Decision> decisions = new ArrayList<>();
    for (int rank = 0; rank < program.size(); rank++) {
      for (Epoch epoch : epochs(rank)) {
        decisions.add(Decision.of(epoch));
      }
    }
    return decisions;
  }

  List<Epoch> epochs(int rank) {
    return result.records().get(rank).epochs();
  }

  /** What a failure message shows: the program and which send every receive got. */
  String describe() {
    StringBuilder text = new StringBuilder("program: ").append(program.text()).append("\nmatching (" + protocol + "):");
    sendOfReceive.forEach((receive, send) -> text.append(' ').append(receive).append("<-").append(send));
    return text.toString();
  }
}
