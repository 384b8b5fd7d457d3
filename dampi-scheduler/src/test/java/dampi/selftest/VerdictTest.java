package dampi.selftest;

import dampi.rank.Buffering;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.report.VerificationReport;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** How one verdict is judged against its label, and how the scorecard adds verdicts up. */
class VerdictTest {
  static SuiteProgram label(int interleavings, String... findings) {
    return SuiteProgram.of("suite.Example", Set.of(findings), "example", 3, interleavings, Buffering.ZERO,
        List.of());
  }

  static VerificationReport report(int interleavings, boolean exhausted, Map<String, Integer> unsupported,
      String... kinds) {
    List<VerificationReport.FindingEntry> findings = java.util.Arrays.stream(kinds)
        .map(kind -> new VerificationReport.FindingEntry(kind, 1, 1, List.of(0), "m", "X.java:1", List.of()))
        .toList();
    return new VerificationReport("dampi", "0", null, 3, "lvcp", "multicore", "zero", interleavings, 0, 1, exhausted, 5,
        true, findings, new VerificationReport.Coverage(exhausted ? null : "time-limit", unsupported, null), List.of(),
        interleavings);
  }

  @Test
  void exactlyTheLabelledKindsWithTheLabelledCountIsATruePositiveThatPasses() {
    Verdict verdict = Verdict.of(label(2, "deadlock"), report(2, true, Map.of(), "deadlock", "deadlock"));
    assertEquals(Verdict.Outcome.TRUE_POSITIVE, verdict.outcome());
    assertTrue(verdict.passed());
    assertEquals("", verdict.explanation());
  }

  @Test
  void aMissedKindIsAFalseNegativeAndAnExtraKindAFalsePositive() {
    assertEquals(Verdict.Outcome.FALSE_NEGATIVE, Verdict.of(label(-1, "exception"), report(1, true, Map.of()))
        .outcome());
    Verdict extra = Verdict.of(label(-1, "exception"), report(2, true, Map.of(), "exception", "deadlock"));
    assertEquals(Verdict.Outcome.FALSE_POSITIVE, extra.outcome());
    assertFalse(extra.passed());
    assertEquals("expected exception, reported deadlock, exception", extra.explanation());
  }

  @Test
  void theRightKindsWithTheWrongCountFail() {
    Verdict verdict = Verdict.of(label(2), report(3, true, Map.of()));
    assertEquals(Verdict.Outcome.TRUE_NEGATIVE, verdict.outcome());
    assertTrue(verdict.interleavingsMismatch());
    assertFalse(verdict.passed());
    assertEquals("expected 2 interleavings, explored 3", verdict.explanation());
  }

  @Test
  void aSearchCutShortOrNothingFoundWithUnmodelledCallsIsIncomplete() {
    assertEquals(Verdict.Outcome.INCOMPLETE, Verdict.of(label(-1), report(9, false, Map.of())).outcome());
    Verdict unmodelled = Verdict.of(label(-1), report(1, true, Map.of("Comm.Iprobe(ANY_SOURCE)", 2)));
    assertEquals(Verdict.Outcome.INCOMPLETE, unmodelled.outcome());
    assertFalse(unmodelled.passed());
    Verdict foundAnyway = Verdict.of(label(-1, "deadlock"),
        report(1, true, Map.of("Comm.Iprobe(ANY_SOURCE)", 2), "deadlock"));
    assertTrue(foundAnyway.passed());
  }

  @Test
  void theScorecardCountsPerCategoryAndEndsWithPassedAndFailed() {
    Scorecard scorecard = new Scorecard();
    scorecard.add(Verdict.of(label(2, "deadlock"), report(2, true, Map.of(), "deadlock")));
    scorecard.add(Verdict.of(label(1), report(1, true, Map.of(), "deadlock")));
    scorecard.add(Verdict.failed(label(1), "verify failed: boom", 3));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    scorecard.print(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals("1 passed, 2 failed", lines.get(lines.size() - 1));
    assertTrue(lines.get(1).matches("example\\s+3\\s+1\\s+0\\s+1\\s+0\\s+0\\s+1\\s+1"), lines.get(1));
    assertTrue(lines.contains("  suite.Example: verify failed: boom"), lines.toString());
  }
}
