package dampi.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.clock.Protocol;
import dampi.launch.Device;
import dampi.launch.LaunchSpec;
import dampi.launch.Program;
import dampi.launch.SharedLauncher;
import dampi.search.Interleaving;
import dampi.search.ProgramRunner;
import generated.BufferOps;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Generated sequences of nonblocking sends and receives into one array, the program's own reads, writes and
 * arraycopies of its elements, completions of every kind, and v-collectives on blocks of it ({@link BufferOps}), run
 * on real ranks: the
 * buffer-in-use findings of the run are exactly those MPI-3.1 §3.7.2 gives, computed here from the run's trace of
 * which requests each completion completed. A pending receive owns its elements (no read, no write), a pending send
 * its elements for writing only; a call conflicting with a pending operation is reported at each call, the
 * program's own accesses once per pending operation and kind of access.
 */
class BufferInUsePropertiesTest {
  private static final Pattern DONE = Pattern.compile("\\[0] \\[trace] op (\\d+) done ([\\d,]+)");
  /** A finding's message without its rank and sites, which the oracle does not know. */
  private static final Pattern SITE = Pattern.compile(" at BufferOps\\.java:\\d+");

  @Provide
  Arbitrary<List<String>> sequences() {
    Arbitrary<Integer> slot = Arbitraries.integers().between(0, BufferOps.SLOTS - 1);
    Arbitrary<Integer> length = Arbitraries.integers().between(1, 3);
    Arbitrary<String> range = Combinators.combine(slot, length)
        .as((from, count) -> Math.min(from, BufferOps.SLOTS - count) + ":" + (Math.min(from, BufferOps.SLOTS - count)
            + count));
    Arbitrary<String> post = Combinators.combine(Arbitraries.of("isend", "irecv"), range).as((kind, r) -> kind + ":"
        + r);
    Arbitrary<String> span = Combinators.combine(slot, Arbitraries.integers().between(1, BufferOps.SLOTS))
        .as((from, count) -> from + ":" + Math.min(BufferOps.SLOTS, from + count));
    Arbitrary<String> access = Arbitraries.oneOf(slot.map(s -> "read:" + s), slot.map(s -> "write:" + s),
        span.map(r -> "readloop:" + r), span.map(r -> "writeloop:" + r), range.map(r -> "copyin:" + r),
        range.map(r -> "copyout:" + r));
    Arbitrary<String> completion = Arbitraries.of("wait", "test", "waitall", "testall", "waitany", "testany",
        "waitsome", "testsome");
    Arbitrary<String> step = Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, post),
        net.jqwik.api.Tuple.of(4, access), net.jqwik.api.Tuple.of(3, completion),
        net.jqwik.api.Tuple.of(1, collectives()));
    return step.list().ofMinSize(3).ofMaxSize(12).map(BufferInUsePropertiesTest::numbered);
  }

  /**
   * The v-collectives on rank 0's array: blocks of 1 or 2 elements anywhere in it, those received into disjoint from
   * each other (§5.5, else an invalid argument, not what this property is about), those sent from possibly not.
   */
  private static Arbitrary<String> collectives() {
    Arbitrary<Integer> count = Arbitraries.integers().between(1, 2);
    return count.flatMap(c -> {
      Arbitrary<Integer> at = Arbitraries.integers().between(0, BufferOps.SLOTS - c);
      Arbitrary<String> receivedBlocks = Combinators.combine(at, at).as((d0, d1) -> d0 + ":" + d1)
          .filter(blocks -> {
            String[] d = blocks.split(":");
            return Math.abs(Integer.parseInt(d[0]) - Integer.parseInt(d[1])) >= c;
          });
      return Arbitraries.oneOf(
          Combinators.combine(at, receivedBlocks).as((from, blocks) -> "gatherv:" + c + ":" + from + ":" + blocks),
          Combinators.combine(at, receivedBlocks).as((from, blocks) -> "allgatherv:" + c + ":" + from + ":" + blocks),
          Combinators.combine(at, at, at).as((d0, d1, into) -> "scatterv:" + c + ":" + d0 + ":" + d1 + ":" + into),
          Combinators.combine(at, at, receivedBlocks).as((d0, d1, blocks) -> "alltoallv:" + c + ":" + d0 + ":" + d1
              + ":" + blocks));
    });
  }

  /** Gives each post its handle and each completion handles posted before it. */
  private static List<String> numbered(List<String> steps) {
    List<String> ops = new ArrayList<>();
    int posted = 0;
    for (int i = 0; i < steps.size(); i++) {
      String step = steps.get(i);
      if (step.startsWith("isend") || step.startsWith("irecv")) {
        String[] parts = step.split(":", 2);
        ops.add(parts[0] + ":" + posted++ + ":" + parts[1]);
      } else if (!step.contains(":")) {
        if (posted > 0) {
          // A deterministic choice of earlier handles: one for wait and test, up to three for the others.
          int count = step.equals("wait") || step.equals("test") ? 1 : Math.min(posted, 1 + i % 3);
          List<String> handles = new ArrayList<>();
          for (int k = 0; k < count; k++) {
            handles.add(Integer.toString((i * 7 + k * 3) % posted));
          }
          ops.add(step + ":" + String.join(",", new TreeSet<>(handles)));
        }
      } else {
        ops.add(step);
      }
    }
    return ops;
  }

  @Property(tries = 300)
  void theFindingsAreExactlyTheAccessesTheStandardForbids(@ForAll("sequences") List<String> ops) {
    String text = String.join(" ", ops);
    LaunchSpec spec = new LaunchSpec(new Program(List.of(Path.of("target/test-classes")), BufferOps.class.getName(),
        List.of(text), null), 2, Device.MULTICORE, Duration.ofSeconds(20), null);
    List<String> output = Collections.synchronizedList(new ArrayList<>());
    Interleaving run = new ProgramRunner(SharedLauncher.get(), spec, Protocol.LVCP,
        (rank, error, line) -> output.add("[" + rank + "] " + line)).run(List.of());
    // A rank that failed or waited forever would show as a finding of another kind.
    Set<String> reported = new TreeSet<>();
    for (Finding finding : run.findings()) {
      assertEquals(FindingKind.BUFFER_IN_USE, finding.kind(), () -> text + "\n" + finding);
      reported.add(SITE.matcher(finding.message()).replaceAll(""));
    }
    Set<String> expected = expected(ops, completedBy(output));
    Statistics.label("findings").collect(expected.isEmpty() ? "none" : "some");
    assertEquals(expected, reported, () -> text + "\n" + String.join("\n", output));
  }

  /** The handles each completion operation completed, from the run's trace: index -> handles. */
  private static Map<Integer, List<Integer>> completedBy(List<String> output) {
    Map<Integer, List<Integer>> done = new HashMap<>();
    for (String line : output) {
      Matcher matcher = DONE.matcher(line);
      if (matcher.matches()) {
        done.put(Integer.valueOf(matcher.group(1)),
            java.util.Arrays.stream(matcher.group(2).split(",")).map(Integer::valueOf).toList());
      }
    }
    return done;
  }

  /** A pending operation: its call, its elements, and whether the program's reads and writes were reported. */
  private static final class Pending {
    final int handle;
    final String call;
    final int from;
    final int to;
    final boolean receives;
    boolean readReported;
    boolean writeReported;

    Pending(int handle, String call, int from, int to) {
      this.handle = handle;
      this.call = call;
      this.from = from;
      this.to = to;
      this.receives = call.equals("Comm.Irecv");
    }

    boolean overlaps(int otherFrom, int otherTo) {
      return from < otherTo && otherFrom < to;
    }

    String owner() {
      return "the " + call + (receives ? " still receives into " : " still sends from ") + "elements " + from + ".."
          + (to - 1);
    }
  }

  /** The findings MPI-3.1 §3.7.2 gives the operations, as messages without sites. */
  static Set<String> expected(List<String> ops, Map<Integer, List<Integer>> completedBy) {
    Set<String> expected = new TreeSet<>();
    List<Pending> pending = new ArrayList<>();
    for (int index = 0; index < ops.size(); index++) {
      String[] f = ops.get(index).split(":");
      switch (f[0]) {
        case "isend", "irecv" -> {
          Pending posted = new Pending(Integer.parseInt(f[1]), f[0].equals("isend") ? "Comm.Isend" : "Comm.Irecv",
              Integer.parseInt(f[2]), Integer.parseInt(f[3]));
          for (Pending other : pending) {
            if (other.overlaps(posted.from, posted.to) && (posted.receives || other.receives)) {
              expected.add("rank 0: " + posted.call + ": " + (posted.receives ? "writes" : "reads") + " elements "
                  + posted.from + ".." + (posted.to - 1) + " of its int[8] while " + other.owner() + SUFFIX);
            }
          }
          pending.add(posted);
        }
        case "read" -> access(pending, expected, "array read", false, Integer.parseInt(f[1]), 1);
        case "write" -> access(pending, expected, "array write", true, Integer.parseInt(f[1]), 1);
        case "readloop", "writeloop" -> {
          for (int slot = Integer.parseInt(f[1]); slot < Integer.parseInt(f[2]); slot++) {
            boolean writes = f[0].equals("writeloop");
            access(pending, expected, writes ? "array write" : "array read", writes, slot, 1);
          }
        }
        case "copyin", "copyout" -> access(pending, expected, "System.arraycopy", f[0].equals("copyin"),
            Integer.parseInt(f[1]), Integer.parseInt(f[2]) - Integer.parseInt(f[1]));
        case "gatherv", "allgatherv", "scatterv", "alltoallv" -> collective(pending, expected, f);
        default -> {
          List<Integer> done = completedBy.getOrDefault(index, List.of());
          pending.removeIf(operation -> done.contains(operation.handle));
        }
      }
    }
    return expected;
  }

  private static final String SUFFIX = " (MPI-3.1 §3.7.2: a buffer in use by a pending operation)";

  /**
   * A v-collective of rank 0 (the root): each block it reads or writes is a use of the array that a pending operation
   * may forbid, as a call's buffer is; and no block written may overlap one read (MPI-3.1 §2.3: an OUT argument may
   * not alias another), reported once per call, for the first such pair.
   */
  private static void collective(List<Pending> pending, Set<String> expected, String[] f) {
    int count = Integer.parseInt(f[1]);
    List<int[]> read = new ArrayList<>();
    List<int[]> written = new ArrayList<>();
    switch (f[0]) {
      case "gatherv", "allgatherv" -> {
        read.add(new int[] {Integer.parseInt(f[2])});
        written.add(new int[] {Integer.parseInt(f[3])});
        written.add(new int[] {Integer.parseInt(f[4])});
      }
      case "scatterv" -> {
        read.add(new int[] {Integer.parseInt(f[2])});
        read.add(new int[] {Integer.parseInt(f[3])});
        written.add(new int[] {Integer.parseInt(f[4])});
      }
      default -> { // alltoallv
        read.add(new int[] {Integer.parseInt(f[2])});
        read.add(new int[] {Integer.parseInt(f[3])});
        written.add(new int[] {Integer.parseInt(f[4])});
        written.add(new int[] {Integer.parseInt(f[5])});
      }
    }
    String call = "Intracomm." + Character.toUpperCase(f[0].charAt(0)) + f[0].substring(1);
    List<int[]> uses = new ArrayList<>(read);
    uses.addAll(written);
    for (int[] use : uses) {
      boolean writes = written.contains(use);
      for (Pending operation : pending) {
        if (operation.overlaps(use[0], use[0] + count) && (writes || operation.receives)) {
          expected.add("rank 0: " + call + ": " + (writes ? "writes" : "reads") + " elements " + use[0] + ".."
              + (use[0] + count - 1) + " of its int[8] while " + operation.owner() + SUFFIX);
        }
      }
    }
    for (int[] from : read) {
      for (int[] into : written) {
        if (from[0] < into[0] + count && into[0] < from[0] + count) {
          expected.add("rank 0: " + call + ": its send buffer (elements " + from[0] + ".." + (from[0] + count - 1)
              + " of its int[8]) and its receive buffer (elements " + into[0] + ".." + (into[0] + count - 1)
              + " of its int[8]) overlap; an OUT argument may not alias another (MPI-3.1 §2.3), and MPJ has no "
              + "MPI_IN_PLACE");
          return;
        }
      }
    }
  }

  private static void access(List<Pending> pending, Set<String> expected, String call, boolean writes, int from,
      int count) {
    for (Pending operation : pending) {
      boolean conflicts = operation.overlaps(from, from + count) && (writes || operation.receives);
      boolean first = writes ? !operation.writeReported : !operation.readReported;
      if (conflicts && first) {
        if (writes) {
          operation.writeReported = true;
        } else {
          operation.readReported = true;
        }
        expected.add("rank 0: " + call + ": " + (writes ? "writes " : "reads ")
            + (count == 1 ? "element " + from : "elements " + from + ".." + (from + count - 1))
            + " of its int[8] while " + operation.owner() + SUFFIX);
      }
    }
  }
}
