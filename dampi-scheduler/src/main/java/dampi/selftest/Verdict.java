package dampi.selftest;

import dampi.report.VerificationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * How {@code dampi verify} did on one labelled program, in the terms of the MPI Bugs Initiative's tables: a true
 * positive reports exactly the labelled finding kinds of a faulty program, a true negative reports nothing on a
 * correct one; a false negative misses a labelled kind, a false positive reports a kind the label does not name (nor
 * tolerates).
 * It passes when the kinds agree, the interleaving count agrees where the label states one, and the search was
 * complete.
 *
 * @param reported the finding kinds reported, empty when verification did not finish
 * @param interleavings as reported, or -1 when verification did not finish
 * @param problem why the verdict is not trustworthy (search cut short, calls dampi does not model, a failure of
 *     dampi), or null
 */
public record Verdict(SuiteProgram program, SortedSet<String> reported, int interleavings, String problem,
    long elapsedMs) {

  /** The four cells of a confusion table, plus the verdicts that do not count as any of them. */
  public enum Outcome {
    TRUE_POSITIVE, TRUE_NEGATIVE, FALSE_POSITIVE, FALSE_NEGATIVE, INCOMPLETE
  }

  public static Verdict of(SuiteProgram program, VerificationReport report) {
    SortedSet<String> kinds = new TreeSet<>();
    report.findings().forEach(finding -> kinds.add(finding.kind()));
    String problem = null;
    if (!report.exhausted()) {
      problem = "search cut short by " + report.coverage().stoppedBy();
    } else if (kinds.isEmpty() && !report.coverage().unsupportedCalls().isEmpty()) {
      problem = "coverage incomplete: " + report.coverage().unsupportedCalls().keySet();
    }
    return new Verdict(program, kinds, report.interleavings(), problem, report.elapsedMs());
  }

  /** Verification could not run or ended in a failure of dampi itself. */
  public static Verdict failed(SuiteProgram program, String why, long elapsedMs) {
    return new Verdict(program, new TreeSet<>(), -1, why, elapsedMs);
  }

  public Outcome outcome() {
    if (problem != null) {
      return Outcome.INCOMPLETE;
    }
    if (!reported.containsAll(program.findings())) {
      return Outcome.FALSE_NEGATIVE;
    }
    if (reported.stream().anyMatch(kind -> !program.findings().contains(kind) && !program.tolerated().contains(kind))) {
      return Outcome.FALSE_POSITIVE;
    }
    return program.expectsFindings() ? Outcome.TRUE_POSITIVE : Outcome.TRUE_NEGATIVE;
  }

  public boolean interleavingsMismatch() {
    return problem == null && program.interleavings() != SuiteProgram.NOT_STATED
        && program.interleavings() != interleavings;
  }

  public boolean passed() {
    Outcome outcome = outcome();
    return (outcome == Outcome.TRUE_POSITIVE || outcome == Outcome.TRUE_NEGATIVE) && !interleavingsMismatch();
  }

  /** What went wrong, in one line; empty when it passed. */
  public String explanation() {
    List<String> reasons = new ArrayList<>();
    if (problem != null) {
      reasons.add(problem);
    }
    if (problem == null && outcome() != Outcome.TRUE_POSITIVE && outcome() != Outcome.TRUE_NEGATIVE) {
      reasons.add("expected " + describe(program.findings()) + ", reported " + describe(reported));
    }
    if (interleavingsMismatch()) {
      reasons.add("expected " + program.interleavings() + " interleavings, explored " + interleavings);
    }
    return String.join("; ", reasons);
  }

  static String describe(SortedSet<String> kinds) {
    return kinds.isEmpty() ? "no findings" : String.join(", ", kinds);
  }
}
