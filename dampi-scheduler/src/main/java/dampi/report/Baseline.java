package dampi.report;

import dampi.launch.BadInputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * An earlier report of the same program, so that nightly CI fails on what is new and not on what the team already
 * knows. Findings are matched by what they say about the program, never by interleaving number or schedule, which
 * change whenever the search does: the kind, the site, and the ranks it names, when both searches ran the same number
 * of ranks (with another number, rank numbers play other roles, and kind and site decide).
 */
public final class Baseline {
  private final Path file;
  private final VerificationReport report;

  private Baseline(Path file, VerificationReport report) {
    this.file = file;
    this.report = report;
  }

  public Path file() {
    return file;
  }

  /**
   * @param mainClass the program verified now: a baseline of another program is refused, as surely a mistake
   * @throws BadInputException when the file is missing, not a dampi report, or of another program
   */
  public static Baseline read(Path file, String mainClass) throws BadInputException {
    VerificationReport report;
    try {
      report = ReportFiles.read(file);
    } catch (IOException e) {
      throw new BadInputException("--baseline: " + e.getMessage());
    }
    if (!report.program().mainClass().equals(mainClass)) {
      throw new BadInputException("--baseline " + file + " is a report of " + report.program().mainClass()
          + ", not of " + mainClass);
    }
    return new Baseline(file, report);
  }

  /** Whether the baseline has a finding that is the same error as {@code finding} of a search on {@code ranks}. */
  boolean knows(VerificationReport.FindingEntry finding, int ranks) {
    return report.findings().stream().anyMatch(known -> same(known, finding, ranks == report.ranks()));
  }

  /** The baseline's findings that none of {@code findings} (of a search on {@code ranks}) matches. */
  List<VerificationReport.FindingRef> missingFrom(List<VerificationReport.FindingEntry> findings, int ranks) {
    return report.findings().stream()
        .filter(known -> findings.stream().noneMatch(now -> same(known, now, ranks == report.ranks())))
        .map(known -> new VerificationReport.FindingRef(known.kind(), known.site(), known.ranks(), known.message()))
        .toList();
  }

  private static boolean same(VerificationReport.FindingEntry a, VerificationReport.FindingEntry b,
      boolean sameRankCount) {
    return a.kind().equals(b.kind()) && a.site().equals(b.site())
        && (!sameRankCount || Objects.equals(a.ranks(), b.ranks()));
  }
}
