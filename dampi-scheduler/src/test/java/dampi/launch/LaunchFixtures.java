package dampi.launch;

import dampi.rank.RankRecorder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/** What the launcher tests share: the test programs, a RankOutput that keeps every line, a check for leftover ranks. */
final class LaunchFixtures {
  static final String PROGRAMS = "launch.";

  private LaunchFixtures() {}

  /** A program of package {@code launch} (testsuite), by its simple class name. */
  static Program program(String simpleName) {
    return new Program(List.of(TestPrograms.CLASSES), PROGRAMS + simpleName, List.of(), null);
  }

  static LaunchSpec spec(String simpleName, int ranks, Duration timeout) {
    return new LaunchSpec(program(simpleName), ranks, Device.MULTICORE, timeout, null);
  }

  static RunResult run(Launcher launcher, String simpleName, int ranks, Duration timeout, RankOutput output) {
    return launcher.run(spec(simpleName, ranks, timeout), RankRecorder::new, output);
  }

  /** One printed line of one rank. */
  record Line(int rank, boolean error, String text) {}

  /** Keeps every line the ranks print, in arrival order. */
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

  /**
   * Live threads that belong to a rank: in (or below) a thread group of type {@code xdev.smpdev.SMPDevProcess}, or
   * named as the launcher names rank threads (the rank number) or rank groups ({@code rank-N}).
   */
  static List<String> leftoverRankThreads() {
    List<String> leftovers = new ArrayList<>();
    for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
      Thread thread = entry.getKey();
      if (thread.isAlive() && isRankThread(thread)) {
        StackTraceElement[] trace = entry.getValue();
        leftovers.add(thread.getName() + " in " + thread.getThreadGroup() + " at "
            + (trace.length > 0 ? trace[0] : "?"));
      }
    }
    return leftovers;
  }

  private static boolean isRankThread(Thread thread) {
    if (thread.getName().matches("\\d+|rank-\\d+")) {
      return true;
    }
    for (ThreadGroup group = thread.getThreadGroup(); group != null; group = group.getParent()) {
      if (group.getClass().getName().equals("xdev.smpdev.SMPDevProcess") || group.getName().matches("rank-\\d+")) {
        return true;
      }
    }
    return false;
  }
}
