package dampi.property;

import dampi.property.ExecutionOracle.Outcome;
import generated.Interpreter;
import generated.ProgramText.Op;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one run of {@link Interpreter} printed (its lines as the launcher's output handler sees them, {@code [rank]
 * text}), read back into operations of the program: which send every receive got, which receives failed, what the
 * completion calls took and the probes saw, and where every rank stopped.
 *
 * @param failed the receives that failed, by rank, in the order they failed
 * @param stoppedAt the operation every rank that did not get past its last one stopped at
 * @param problems what the trace shows that no execution can: a Status naming another source than the message's
 */
record Trace(SortedMap<OpId, OpId> matching, Map<Integer, List<OpId>> failed, SortedMap<OpId, List<Integer>> taken,
    SortedMap<OpId, Integer> probed, SortedSet<OpId> stoppedAt, List<String> problems) {
  private static final String PREFIX = Pattern.quote(Interpreter.TRACE);
  private static final Pattern RECEIVED = Pattern.compile(
      PREFIX + "receive (\\d+)\\.(\\d+) got (\\d+)\\.(\\d+) source (-?\\d+)");
  private static final Pattern FAILED = Pattern.compile(PREFIX + "receive (\\d+)\\.(\\d+) failed");
  private static final Pattern TOOK = Pattern.compile(
      PREFIX + "(?:waitany|testany|waitsome|testsome|testanyonce|testsomeonce|testallonce|test) (\\d+)\\.(\\d+) took"
          + " (none|h\\d+(?:,h\\d+)*)");
  private static final Pattern PROBED = Pattern.compile(PREFIX + "probe (\\d+)\\.(\\d+) saw source (-?\\d+)");
  private static final Pattern AT = Pattern.compile(PREFIX + "at (\\d+)\\.(\\d+|end)");

  static Trace read(GeneratedProgram program, List<String> output) {
    SortedMap<OpId, OpId> matching = new TreeMap<>();
    Map<Integer, List<OpId>> failed = new HashMap<>();
    SortedMap<OpId, List<Integer>> taken = new TreeMap<>();
    SortedMap<OpId, Integer> probed = new TreeMap<>();
    int[] at = new int[program.size()]; // a rank that printed nothing stopped at its first operation
    List<String> problems = new ArrayList<>();
    List<String> lines;
    synchronized (output) {
      lines = List.copyOf(output);
    }
    for (String line : lines) {
      String text = line.substring(line.indexOf(']') + 2);
      Matcher matcher;
      if ((matcher = RECEIVED.matcher(text)).matches()) {
        OpId receive = opId(matcher, 1);
        OpId send = opId(matcher, 3);
        int expected = program.commRank(program.op(receive).comm(), send.rank());
        if (Integer.parseInt(matcher.group(5)) != expected) {
          problems.add("receive " + receive + " got the message of " + send + " but its Status says source "
              + matcher.group(5) + ", not " + expected);
        }
        matching.put(receive, send);
      } else if ((matcher = FAILED.matcher(text)).matches()) {
        OpId receive = opId(matcher, 1);
        failed.computeIfAbsent(receive.rank(), rank -> new ArrayList<>()).add(receive);
      } else if ((matcher = TOOK.matcher(text)).matches()) {
        List<Integer> handles = matcher.group(3).equals("none") ? List.of()
            : Arrays.stream(matcher.group(3).split(",")).map(handle -> Integer.parseInt(handle.substring(1)))
                .sorted().toList();
        taken.put(opId(matcher, 1), handles);
      } else if ((matcher = PROBED.matcher(text)).matches()) {
        OpId probe = opId(matcher, 1);
        Op op = program.op(probe);
        int source = Integer.parseInt(matcher.group(3));
        List<Integer> group = program.group(op.comm(), probe.rank());
        if (source < 0 || source >= group.size()) {
          problems.add("probe " + probe + " saw source " + source + ", no rank of its communicator");
        } else {
          probed.put(probe, group.get(source));
        }
      } else if ((matcher = AT.matcher(text)).matches()) {
        int rank = Integer.parseInt(matcher.group(1));
        at[rank] = matcher.group(2).equals("end") ? program.ranks().get(rank).size()
            : Integer.parseInt(matcher.group(2));
      }
    }
    SortedSet<OpId> stoppedAt = new TreeSet<>();
    for (int rank = 0; rank < program.size(); rank++) {
      if (at[rank] < program.ranks().get(rank).size()) {
        stoppedAt.add(new OpId(rank, at[rank]));
      }
    }
    return new Trace(matching, failed, taken, probed, stoppedAt, problems);
  }

  private static OpId opId(Matcher matcher, int group) {
    return new OpId(Integer.parseInt(matcher.group(group)), Integer.parseInt(matcher.group(group + 1)));
  }

  /**
   * The run's outcome, in the oracle's terms.
   *
   * @param deadlockReported whether the run was found deadlocked: ranks past their last operation may wait too
   */
  Outcome outcome(boolean deadlockReported) {
    SortedSet<OpId> allFailed = new TreeSet<>();
    failed.values().forEach(allFailed::addAll);
    return new Outcome(matching, allFailed, taken, probed, stoppedAt, deadlockReported || !stoppedAt.isEmpty());
  }

  /** The receives of {@code rank} that failed, in order. */
  List<OpId> failedOf(int rank) {
    return failed.getOrDefault(rank, List.of());
  }
}
