package dampi.report;

import java.io.IOException;
import java.nio.file.Path;

/**
 * JUnit XML for CI dashboards (Jenkins, GitLab): one test case per distinct finding, failed when the finding fails the
 * run, skipped with its reason when it is known from the baseline or suppressed; one passing case per finding the
 * baseline had and this search no longer shows; and a case "search" that fails when the search was cut short.
 */
public final class JunitReport {
  private JunitReport() {}

  public static void write(VerificationReport report, Path file) throws IOException {
    AtomicFiles.write(file, xml(report));
  }

  static String xml(VerificationReport report) {
    String suite = "dampi." + report.program().mainClass();
    StringBuilder cases = new StringBuilder();
    int failures = 0;
    int skipped = 0;
    int tests = 0;
    int number = 1;
    for (VerificationReport.FindingEntry finding : report.findings()) {
      tests++;
      cases.append(openCase(suite, "#" + number++ + " " + finding.kind() + " at " + finding.site()));
      String detail = FindingText.headline(finding) + "\nfirst in interleaving " + finding.interleaving()
          + ", seen in " + finding.count() + " of " + report.interleavings()
          + (finding.decisions().isEmpty() ? "" : "\nschedule: " + FindingText.schedule(finding, 100));
      if (finding.fails()) {
        failures++;
        cases.append("      <failure type=\"").append(escape(finding.kind())).append("\" message=\"")
            .append(escape(finding.message())).append("\">").append(escape(detail)).append("</failure>\n");
      } else {
        skipped++;
        String why = VerificationReport.FindingEntry.KNOWN.equals(finding.status()) ? "known: in the baseline"
            : "suppressed: " + finding.suppression();
        cases.append("      <skipped message=\"").append(escape(why)).append("\"/>\n");
      }
      cases.append("    </testcase>\n");
    }
    if (report.triage() != null) {
      for (VerificationReport.FindingRef fixed : report.triage().fixed()) {
        tests++;
        cases.append(openCase(suite, "fixed: " + fixed.kind() + " at " + fixed.site())).append("    </testcase>\n");
      }
    }
    tests++;
    cases.append(openCase(suite, "search"));
    if (!report.exhausted()) {
      failures++;
      cases.append("      <failure type=\"incomplete\" message=\"search cut short\">search cut short by ")
          .append(escape(String.valueOf(report.coverage().stoppedBy()))).append("</failure>\n");
    }
    cases.append("    </testcase>\n");
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<testsuites>\n  <testsuite name=\"" + escape(suite) + "\" tests=\"" + tests + "\" failures=\"" + failures
        + "\" errors=\"0\" skipped=\"" + skipped + "\" time=\"" + report.elapsedMs() / 1000.0 + "\">\n"
        + cases + "  </testsuite>\n</testsuites>\n";
  }

  private static String openCase(String suite, String name) {
    return "    <testcase classname=\"" + escape(suite) + "\" name=\"" + escape(name) + "\">\n";
  }

  private static String escape(String text) {
    // XML 1.0 cannot carry most control characters at all, not even escaped (e.g. terminal colour codes).
    text = text.replaceAll("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F]", "?");
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
