package dampi.selftest;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The table {@code dampi selftest} ends with: per category, how many programs were true or false positives or
 * negatives, how many had the wrong interleaving count, how many could not be judged, and how many passed; then the
 * failures, one line each, and the last line {@code N passed, M failed}.
 */
public final class Scorecard {
  private final List<Verdict> verdicts = new ArrayList<>();

  public void add(Verdict verdict) {
    verdicts.add(verdict);
  }

  public int passed() {
    return (int) verdicts.stream().filter(Verdict::passed).count();
  }

  public int failed() {
    return verdicts.size() - passed();
  }

  public List<Verdict> verdicts() {
    return List.copyOf(verdicts);
  }

  public void print(PrintStream out) {
    Map<String, Row> rows = new TreeMap<>();
    Row total = new Row();
    for (Verdict verdict : verdicts) {
      rows.computeIfAbsent(verdict.program().category(), category -> new Row()).count(verdict);
      total.count(verdict);
    }
    int width = Math.max("category".length(), rows.keySet().stream().mapToInt(String::length).max().orElse(0));
    String format = "%-" + width + "s %8s %4s %4s %4s %4s %12s %10s %6s%n";
    out.printf(format, "category", "programs", "TP", "TN", "FP", "FN", "count-wrong", "incomplete", "passed");
    rows.forEach((category, row) -> row.print(out, format, category));
    total.print(out, format, "total");
    printFailures(out, "failed:", program -> program.className());
  }

  /** Every verdict that did not pass, one line each under {@code heading}, then the line {@code N passed, M failed}. */
  void printFailures(PrintStream out, String heading, java.util.function.Function<SuiteProgram, String> name) {
    List<Verdict> failures = verdicts.stream().filter(verdict -> !verdict.passed()).toList();
    if (!failures.isEmpty()) {
      out.println(heading);
      failures.forEach(verdict -> out.printf("  %s: %s%n", name.apply(verdict.program()), verdict.explanation()));
    }
    out.printf("%d passed, %d failed%n", passed(), failed());
  }

  /** One category's counts. */
  private static final class Row {
    private final Map<Verdict.Outcome, Integer> outcomes = new java.util.EnumMap<>(Verdict.Outcome.class);
    private int programs;
    private int countWrong;
    private int passed;

    void count(Verdict verdict) {
      programs++;
      outcomes.merge(verdict.outcome(), 1, Integer::sum);
      countWrong += verdict.interleavingsMismatch() ? 1 : 0;
      passed += verdict.passed() ? 1 : 0;
    }

    void print(PrintStream out, String format, String name) {
      out.printf(format, name, programs, get(Verdict.Outcome.TRUE_POSITIVE), get(Verdict.Outcome.TRUE_NEGATIVE),
          get(Verdict.Outcome.FALSE_POSITIVE), get(Verdict.Outcome.FALSE_NEGATIVE), countWrong,
          get(Verdict.Outcome.INCOMPLETE), passed);
    }

    private int get(Verdict.Outcome outcome) {
      return outcomes.getOrDefault(outcome, 0);
    }
  }
}
