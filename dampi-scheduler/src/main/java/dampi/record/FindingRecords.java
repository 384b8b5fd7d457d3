package dampi.record;

import dampi.clock.Protocol;
import dampi.launch.LaunchSpec;
import dampi.launch.Launcher;
import dampi.launch.RankOutput;
import dampi.launch.devices.Launchers;
import dampi.rank.Buffering;
import dampi.report.ReportBuilder;
import dampi.report.VerificationReport;
import dampi.search.ProgramRunner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code dampi verify --record DIR}: each finding's interleaving run once more, forced by its decisions, recorded for
 * incremental replay into {@code DIR/finding-K} (K as the report numbers its findings). A run made after the search,
 * rather than recording every run of it: only a finding's run is worth replaying, and most runs have none.
 */
public final class FindingRecords {
  private FindingRecords() {}

  /** Records every finding of {@code verification}; one line per finding says where, and what was logged. */
  public static List<String> write(VerificationReport verification, LaunchSpec spec, Protocol protocol,
      Buffering buffering, int bound, Path directory) throws IOException {
    List<String> lines = new ArrayList<>();
    List<VerificationReport.FindingEntry> findings = verification.findings();
    if (findings.isEmpty()) {
      return lines;
    }
    try (Launcher launcher = Launchers.create(spec.device())) {
      ProgramRunner runner = new ProgramRunner(launcher, spec, protocol, buffering, RankOutput.discard());
      for (int k = 0; k < findings.size(); k++) {
        VerificationReport.FindingEntry finding = findings.get(k);
        ProgramRunner.Executed executed = runner.runRecorded(ReportBuilder.decisions(finding), bound);
        Recording recording = Recordings.of(spec, buffering, bound, executed.record());
        boolean shown = executed.interleaving().findings().stream().anyMatch(seen -> seen.kind().jsonName()
            .equals(finding.kind()) && seen.site().toString().equals(finding.site()));
        Path file = RecordFile.write(directory.resolve("finding-" + (k + 1)), recording);
        lines.add("recorded finding #" + (k + 1) + " (" + finding.kind() + " at " + finding.site() + ") for replay in "
            + file + ": " + Recordings.summary(recording) + (shown ? "" : "; the recorded run did not show it"));
      }
    } catch (dampi.launch.BadInputException e) {
      throw new IOException(e.getMessage(), e);
    }
    return lines;
  }
}
