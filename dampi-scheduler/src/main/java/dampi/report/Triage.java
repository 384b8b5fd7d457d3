package dampi.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Marks each finding of a report new, known (in the baseline) or suppressed, and lists what the baseline had that
 * this search no longer shows and the suppressions that matched nothing (both judged only when the search was
 * exhausted: one cut short may not have reached a finding). A suppression wins over the baseline: an
 * accepted finding stays accepted whether or not it was seen before.
 */
public final class Triage {
  private Triage() {}

  /** @param baseline null for none; @param suppressions null for none; with neither, the report is unchanged */
  public static VerificationReport apply(VerificationReport report, Baseline baseline, Suppressions suppressions) {
    if (baseline == null && suppressions == null) {
      return report;
    }
    Set<Suppressions.Suppression> used = new LinkedHashSet<>();
    List<VerificationReport.FindingEntry> findings = new ArrayList<>();
    for (VerificationReport.FindingEntry finding : report.findings()) {
      Suppressions.Suppression suppression = suppressions == null ? null : suppressions.match(finding);
      if (suppression != null) {
        used.add(suppression);
        findings.add(finding.withStatus(VerificationReport.FindingEntry.SUPPRESSED, suppression.reason()));
      } else if (baseline != null && baseline.knows(finding, report.ranks())) {
        findings.add(finding.withStatus(VerificationReport.FindingEntry.KNOWN, null));
      } else {
        findings.add(finding.withStatus(VerificationReport.FindingEntry.NEW, null));
      }
    }
    List<VerificationReport.FindingRef> gone = baseline == null ? List.of()
        : baseline.missingFrom(report.findings(), report.ranks());
    // Only an exhausted search shows that a finding is gone; one cut short may simply not have reached it.
    List<VerificationReport.FindingRef> fixed = report.exhausted() ? gone : List.of();
    List<VerificationReport.FindingRef> unseen = report.exhausted() ? List.of() : gone;
    List<String> stale = suppressions == null || !report.exhausted() ? List.of() : suppressions.entries().stream()
        .filter(entry -> !used.contains(entry)).map(entry -> entry.describe(suppressions.file())).toList();
    return report.triaged(findings, new VerificationReport.Triage(
        baseline == null ? null : baseline.file().toString(),
        suppressions == null ? null : suppressions.file().toString(), fixed, unseen, stale));
  }
}
