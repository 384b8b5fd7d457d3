package dampi.property;

import dampi.clock.Protocol;
import dampi.epoch.Epoch;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.Program;
import dampi.launch.RunResult;
import dampi.rank.RankPlan;
import dampi.rank.RankRecorder;
import generated.Interpreter;
import generated.ProgramText;
import generated.ProgramText.Op;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One free run of a generated program on real ranks ({@link Interpreter}): how it ended, which send each receive
 * got (from the ranks' trace lines), and the epochs each rank's interception layer recorded.
 *
 * @param sendOfReceive for every receive that completed, the send whose message it got
 */
record Observation(GeneratedProgram program, Protocol protocol, RunResult result, Map<OpId, OpId> sendOfReceive,
    List<String> output) {
  private static final Pattern TRACE = Pattern.compile(
      Pattern.quote(Interpreter.TRACE) + "receive (\\d+)\\.(\\d+) got (\\d+)\\.(\\d+) source (-?\\d+)");
  /** Generous: deadlocks are detected within a fraction of a second, and nothing else can hang. */
  private static final Duration TIME_LIMIT = Duration.ofSeconds(20);

  /** Runs {@code program} once with no decisions under {@code protocol}. */
  static Observation freeRun(Launcher launcher, GeneratedProgram program, Protocol protocol) {
    int size = program.size();
    LaunchSpec spec = new LaunchSpec(new Program(List.of(Path.of("target/test-classes")),
        Interpreter.class.getName(), List.of(program.text()), null), size, Device.MULTICORE, TIME_LIMIT, null);
    List<String> output = Collections.synchronizedList(new ArrayList<>());
    RunResult result = launcher.run(spec, rank -> new RankRecorder(rank, RankPlan.free(size, protocol)),
        (rank, error, text) -> output.add("[" + rank + "] " + text));
    Map<OpId, OpId> sendOfReceive = new TreeMap<>();
    synchronized (output) {
      for (String line : output) {
        Matcher matcher = TRACE.matcher(line.substring(line.indexOf(']') + 2));
        if (matcher.matches()) {
          OpId receive = new OpId(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)));
          OpId send = new OpId(Integer.parseInt(matcher.group(3)), Integer.parseInt(matcher.group(4)));
          if (Integer.parseInt(matcher.group(5)) != send.rank()) {
            throw new AssertionError("receive " + receive + " got the message of " + send + " but its Status says "
                + "source " + matcher.group(5) + "\n" + program);
          }
          sendOfReceive.put(receive, send);
        }
      }
    }
    return new Observation(program, protocol, result, sendOfReceive, List.copyOf(output));
  }

  /** Every rank finalized and every receive reported its message: the run can be judged. */
  boolean finished() {
    return result.succeeded() && sendOfReceive.size() == program.receiveCount();
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

  /** The operation at {@code id}. */
  Op op(OpId id) {
    return program.ranks().get(id.rank()).get(id.index());
  }

  static String text(List<List<Op>> ranks) {
    return ProgramText.format(ranks);
  }
}
