package dampi.report;

/** How a finding reads wherever a person sees it: the summary, a JUnit failure, a test's assertion message. */
public final class FindingText {
  private FindingText() {}

  /** The forced choices that reproduce it, e.g. {@code rank 0 epoch 1 <- 2, rank 3 epoch 0 <- request 1, rank 1 epoch 0 <- nothing}. */
  public static String schedule(VerificationReport.FindingEntry finding) {
    StringBuilder schedule = new StringBuilder();
    for (VerificationReport.DecisionEntry decision : finding.decisions()) {
      schedule.append(schedule.length() == 0 ? "" : ", ").append("rank ").append(decision.rank())
          .append(" epoch ").append(decision.epoch()).append(" <- ")
          .append(decision.requests() != null
              ? "requests " + String.join("+", decision.requests().stream().map(String::valueOf).toList())
              : decision.completion() ? "request " + decision.source()
              : decision.source() == VerificationReport.DecisionEntry.NOTHING ? "nothing"
              : String.valueOf(decision.source()));
    }
    return schedule.toString();
  }

  /** One line: {@code deadlock at RacyGather.java:27 (ranks 0, 2): <message>}. */
  public static String headline(VerificationReport.FindingEntry finding) {
    return finding.kind() + " at " + finding.site() + " (rank" + (finding.ranks().size() == 1 ? " " : "s ")
        + String.join(", ", finding.ranks().stream().map(String::valueOf).toList()) + "): " + finding.message();
  }
}
