package dampi.timeline;

import dampi.launch.BadInputException;
import dampi.launch.RankOutput;
import dampi.report.VerificationReport;
import dampi.search.ProgramRunner;
import dampi.verification.FindingReplay;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pictures of a report's findings, made by replaying each finding's schedule once with tracing on: the report
 * keeps schedules, not traces, so the same pictures come from {@code verify --html} and from a report read back.
 */
public final class ReportPictures {
  /** The findings pictured at most; the others are listed with their text only. */
  public static final int MAX_PICTURED = 20;

  private ReportPictures() {}

  /**
   * A picture per finding number (from 1), for the first {@link #MAX_PICTURED}; all of them unavailable, with the
   * reason, when the program cannot be replayed.
   */
  public static Map<Integer, FindingPicture> replay(VerificationReport report, Duration timeout) {
    Map<Integer, FindingPicture> pictures = new LinkedHashMap<>();
    List<VerificationReport.FindingEntry> findings = report.findings();
    FindingReplay replay;
    try {
      replay = new FindingReplay(report, timeout);
    } catch (BadInputException e) {
      for (int k = 1; k <= findings.size(); k++) {
        pictures.put(k, FindingPicture.unavailable(e.getMessage()));
      }
      return pictures;
    }
    for (int k = 1; k <= Math.min(findings.size(), MAX_PICTURED); k++) {
      try {
        ProgramRunner.Executed run = replay.run(findings.get(k - 1), RankOutput.discard(), true);
        pictures.put(k, run.record() == null ? FindingPicture.unavailable("the replay was cut short")
            : FindingPicture.of(run.record()));
      } catch (BadInputException | RuntimeException e) {
        pictures.put(k, FindingPicture.unavailable("the replay failed: " + e.getMessage()));
      }
    }
    return pictures;
  }
}
