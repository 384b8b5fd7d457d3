package dampi.report;

import java.util.ArrayList;
import java.util.List;

/** How a report's run counts read in the summary and the HTML report. */
public final class CountsText {
  private CountsText() {}

  /**
   * The runs counted apart from the interleavings, {@code " (and 2 infeasible schedules, 1 repeated execution)"}, or
   * "" when there are none.
   */
  public static String apart(VerificationReport report) {
    List<String> apart = new ArrayList<>();
    if (report.infeasible() > 0) {
      apart.add(report.infeasible() + " infeasible schedule" + (report.infeasible() == 1 ? "" : "s"));
    }
    if (report.repeated() > 0) {
      apart.add(report.repeated() + " repeated execution" + (report.repeated() == 1 ? "" : "s"));
    }
    return apart.isEmpty() ? "" : " (and " + String.join(", ", apart) + ")";
  }
}
