package dampi.report;

import java.util.List;

/** How a finding reads wherever a person sees it: the summary, a JUnit failure, a test's assertion message. */
public final class FindingText {
  private FindingText() {}

  /** The forced choices that reproduce it, e.g. {@code rank 0 epoch 1 <- 2, rank 3 epoch 0 <- request 1, rank 1 epoch 0 <- nothing}. */
  public static String schedule(VerificationReport.FindingEntry finding) {
    return schedule(finding, Integer.MAX_VALUE);
  }

  /**
   * As {@link #schedule(VerificationReport.FindingEntry)}, with the first {@code shown} choices only and a count of
   * the others: a long run's schedule (thousands of completion calls) would fill the screen; the report has it whole.
   */
  public static String schedule(VerificationReport.FindingEntry finding, int shown) {
    StringBuilder schedule = new StringBuilder();
    List<VerificationReport.DecisionEntry> decisions = finding.decisions();
    for (VerificationReport.DecisionEntry decision : decisions.subList(0, Math.min(shown, decisions.size()))) {
      schedule.append(schedule.length() == 0 ? "" : ", ").append("rank ").append(decision.rank())
          .append(" epoch ").append(decision.epoch()).append(" <- ")
          .append(decision.requests() != null
              ? "requests " + String.join("+", decision.requests().stream().map(String::valueOf).toList())
              : decision.completion() ? "request " + decision.source()
              : decision.source() == VerificationReport.DecisionEntry.NOTHING ? "nothing"
              : String.valueOf(decision.source()));
    }
    if (decisions.size() > shown) {
      schedule.append(", ... and ").append(decisions.size() - shown).append(" more choices (the JSON report lists them"
          + " all)");
    }
    return schedule.toString();
  }

  /** One line: {@code deadlock at RacyGather.java:27 (ranks 0, 2): <message>}. */
  public static String headline(VerificationReport.FindingEntry finding) {
    return finding.kind() + " at " + finding.site() + " (rank" + (finding.ranks().size() == 1 ? " " : "s ")
        + String.join(", ", finding.ranks().stream().map(String::valueOf).toList()) + "): " + finding.message();
  }
}
