package dampi.selftest;

import java.io.PrintStream;
import java.util.Map;
import java.util.TreeMap;

/**
 * The table {@code dampi selftest --mbi} ends with, in the MPI Bugs Initiative's terms: a faulty program on which
 * dampi reports anything is a true positive, one on which it reports nothing a false negative; a correct program with
 * no finding is a true negative, one with a finding a false positive; a search that failed or was cut short is an
 * error and none of those. Per MBI class and overall: recall TP/(TP+FN), specificity TN/(TN+FP), precision
 * TP/(TP+FP), F1, and accuracy (TP+TN)/cases (errors count against it). Column {@code other-kind} counts true
 * positives whose finding kinds are not the labelled ones; each of those, and every other case that did not pass, is
 * named after the table.
 */
public final class MbiScorecard {
  private MbiScorecard() {}

  /** The overall counts of {@code card}'s verdicts. */
  public static Counts total(Scorecard card) {
    Counts total = new Counts();
    card.verdicts().forEach(total::count);
    return total;
  }

  public static void print(Scorecard card, PrintStream out) {
    Map<String, Counts> rows = new TreeMap<>();
    for (Verdict verdict : card.verdicts()) {
      rows.computeIfAbsent(verdict.program().category(), category -> new Counts()).count(verdict);
    }
    int width = Math.max("total".length(), rows.keySet().stream().mapToInt(String::length).max().orElse(0));
    String header = "%-" + width + "s %5s %4s %4s %4s %4s %6s %6s %11s %9s %8s %6s %10s%n";
    out.printf(header, "MBI class", "cases", "TP", "TN", "FP", "FN", "errors", "recall", "specificity", "precision",
        "accuracy", "F1", "other-kind");
    rows.forEach((category, counts) -> counts.print(out, width, category));
    total(card).print(out, width, "total");
    card.printFailures(out, "not as labelled:",
        program -> program.command() + " (" + program.category() + ")");
  }

  /** One row of the table. */
  public static final class Counts {
    private int cases;
    private int truePositives;
    private int trueNegatives;
    private int falsePositives;
    private int falseNegatives;
    private int errors;
    private int otherKind;

    void count(Verdict verdict) {
      cases++;
      if (verdict.problem() != null) {
        errors++;
      } else if (verdict.program().expectsFindings()) {
        if (verdict.reported().isEmpty()) {
          falseNegatives++;
        } else {
          truePositives++;
          otherKind += verdict.outcome() == Verdict.Outcome.TRUE_POSITIVE ? 0 : 1;
        }
      } else if (verdict.reported().isEmpty()) {
        trueNegatives++;
      } else {
        falsePositives++;
      }
    }

    public int truePositives() {
      return truePositives;
    }

    public int trueNegatives() {
      return trueNegatives;
    }

    public int falsePositives() {
      return falsePositives;
    }

    public int falseNegatives() {
      return falseNegatives;
    }

    public int errors() {
      return errors;
    }

    /** NaN where a ratio has nothing to count (no faulty program, say). */
    public double recall() {
      return ratio(truePositives, truePositives + falseNegatives);
    }

    public double specificity() {
      return ratio(trueNegatives, trueNegatives + falsePositives);
    }

    public double precision() {
      return ratio(truePositives, truePositives + falsePositives);
    }

    public double accuracy() {
      return ratio(truePositives + trueNegatives, cases);
    }

    public double f1() {
      double precision = precision();
      double recall = recall();
      return precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
    }

    private static double ratio(int part, int whole) {
      return whole == 0 ? Double.NaN : (double) part / whole;
    }

    void print(PrintStream out, int width, String name) {
      out.printf("%-" + width + "s %5d %4d %4d %4d %4d %6d %6s %11s %9s %8s %6s %10d%n", name, cases, truePositives,
          trueNegatives, falsePositives, falseNegatives, errors, shown(recall()), shown(specificity()),
          shown(precision()), shown(accuracy()), shown(f1()), otherKind);
    }

    private static String shown(double value) {
      return Double.isNaN(value) ? "-" : String.format("%.3f", value);
    }
  }
}
