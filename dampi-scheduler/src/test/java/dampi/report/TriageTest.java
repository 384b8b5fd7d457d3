package dampi.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Matching findings across searches (kind, site, ranks) and what a search cut short can and cannot say. */
class TriageTest {
  @TempDir Path files;

  static VerificationReport report(int ranks, boolean exhausted, VerificationReport.FindingEntry... findings) {
    return new VerificationReport("dampi", "0.1.0",
        new VerificationReport.ProgramInfo(null, "Foo", List.of("/x"), List.of()), ranks, "lvcp", "multicore",
        "zero", 3, 0, 2, exhausted, 10, true, List.of(findings),
        new VerificationReport.Coverage(exhausted ? null : "time-limit", Map.of(), null), List.of(), 0);
  }

  static VerificationReport.FindingEntry finding(String kind, String site, Integer... ranks) {
    return new VerificationReport.FindingEntry(kind, 2, 1, List.of(ranks), "message of " + kind, site, List.of());
  }

  Baseline baseline(VerificationReport report) throws Exception {
    Path file = files.resolve("baseline.json");
    ReportFiles.write(report, file);
    return Baseline.read(file, "Foo");
  }

  @Test
  void sameKindAndSiteOnOtherRanksIsNewOnTheSameRankCountAndKnownOnAnother() throws Exception {
    Baseline old = baseline(report(4, true, finding("deadlock", "Foo.java:9", 0, 2)));
    VerificationReport sameCount = Triage.apply(report(4, true, finding("deadlock", "Foo.java:9", 1, 3)), old, null);
    assertEquals("new", sameCount.findings().get(0).status());
    VerificationReport otherCount = Triage.apply(report(8, true, finding("deadlock", "Foo.java:9", 1, 3)), old, null);
    assertEquals("known", otherCount.findings().get(0).status());
  }

  @Test
  void aSearchCutShortCallsNothingFixedOrStale() throws Exception {
    Baseline old = baseline(report(4, true, finding("deadlock", "Foo.java:9", 0)));
    Path file = files.resolve("s.txt");
    Files.writeString(file, "truncation Foo.java:? never truncates\n");
    Suppressions none = Suppressions.read(file);
    VerificationReport cut = Triage.apply(report(4, false), old, none);
    assertEquals(List.of(), cut.triage().fixed());
    assertEquals(List.of("deadlock"), cut.triage().unseen().stream().map(VerificationReport.FindingRef::kind)
        .toList());
    assertEquals(List.of(), cut.triage().staleSuppressions());
    VerificationReport exhausted = Triage.apply(report(4, true), old, none);
    assertEquals(1, exhausted.triage().fixed().size());
    assertEquals(List.of(file + ":1: truncation Foo.java:?"), exhausted.triage().staleSuppressions());
  }

  @Test
  void aSuppressionWinsOverTheBaselineAndItsPatternIsAGlob() throws Exception {
    Baseline old = baseline(report(4, true, finding("truncation", "Foo.java:12", 1)));
    Path file = files.resolve("s.txt");
    Files.writeString(file, "* Foo.java:1? accepted\n");
    VerificationReport triaged = Triage.apply(report(4, true, finding("truncation", "Foo.java:12", 1),
        finding("truncation", "Foo.java:120", 1)), old, Suppressions.read(file));
    assertEquals(List.of("suppressed", "new"), triaged.findings().stream()
        .map(VerificationReport.FindingEntry::status).toList());
    assertEquals(List.of("message of truncation"), triaged.failingFindings().stream()
        .map(VerificationReport.FindingEntry::message).toList());
  }
}
