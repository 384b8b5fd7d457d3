package dampi.timeline;

import dampi.rank.RunRecord;
import dampi.report.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;

/** A traced run's timeline, made once for every view: its ranks' traces merged and, across JVMs, corrected. */
public final class Timelines {
  /**
   * The least time a message takes between two JVMs, for the clock correction: a loopback round trip of a few
   * microseconds is the fastest a rank of another JVM can learn anything.
   */
  public static final long MIN_LATENCY_NANOS = 1_000;

  private Timelines() {}

  /** The timeline of {@code run}, or null when it was not traced. */
  public static MergedTrace of(RunRecord run) {
    MergedTrace merged = TraceMerge.of(run);
    if (merged == null || merged.sharedClock()) {
      return merged;
    }
    return ClockCondition.correct(merged, MIN_LATENCY_NANOS);
  }

  /** Writes the timeline of {@code run} as a Chrome Trace Event file; one line saying what it holds. */
  public static String writeChromeTrace(RunRecord run, String title, Path file) throws IOException {
    MergedTrace trace = of(run);
    if (trace == null) {
      throw new IllegalStateException("the run was not traced");
    }
    AtomicFiles.write(file, ChromeTrace.json(trace, title));
    return "trace of " + trace.lanes().size() + " ranks (" + trace.eventCount() + " events, "
        + trace.messages().size() + " messages" + (trace.dropped() > 0 ? ", " + trace.dropped()
        + " more events not kept" : "") + ") written to " + file + " (open it in ui.perfetto.dev or chrome://tracing)";
  }
}
