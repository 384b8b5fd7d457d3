package dampi.report;

import dampi.check.FindingKind;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * JUnit XML for CI dashboards: one test case per check kind, one failure per distinct finding of that kind, and a
 * test case "search" that fails when the search was cut short.
 */
public final class JunitReport {
  private JunitReport() {}

  public static void write(VerificationReport report, Path file) throws IOException {
    StringBuilder cases = new StringBuilder();
    int failures = 0;
    int tests = 0;
    for (FindingKind kind : FindingKind.values()) {
      tests++;
      List<VerificationReport.FindingEntry> ofKind = report.findings().stream()
          .filter(finding -> finding.kind().equals(kind.jsonName())).toList();
      cases.append("    <testcase classname=\"dampi.").append(escape(report.program().mainClass()))
          .append("\" name=\"").append(kind.jsonName()).append("\">\n");
      for (VerificationReport.FindingEntry finding : ofKind) {
        failures++;
        cases.append("      <failure type=\"").append(kind.jsonName()).append("\" message=\"")
            .append(escape(finding.message())).append("\">").append(escape(finding.message()))
            .append(" at ").append(escape(finding.site())).append(" (interleaving ").append(finding.interleaving())
            .append(", seen in ").append(finding.count()).append(")</failure>\n");
      }
      cases.append("    </testcase>\n");
    }
    tests++;
    cases.append("    <testcase classname=\"dampi.").append(escape(report.program().mainClass()))
        .append("\" name=\"search\">\n");
    if (!report.exhausted()) {
      failures++;
      cases.append("      <failure type=\"incomplete\" message=\"search cut short\">search cut short by ")
          .append(escape(String.valueOf(report.coverage().stoppedBy()))).append("</failure>\n");
    }
    cases.append("    </testcase>\n");
    String xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<testsuites>\n  <testsuite name=\"dampi verify " + escape(report.program().mainClass()) + "\" tests=\""
        + tests + "\" failures=\"" + failures + "\" errors=\"0\" time=\"" + report.elapsedMs() / 1000.0 + "\">\n"
        + cases + "  </testsuite>\n</testsuites>\n";
    AtomicFiles.write(file, xml);
  }

  private static String escape(String text) {
    // XML 1.0 cannot carry most control characters at all, not even escaped (e.g. terminal colour codes).
    text = text.replaceAll("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F]", "?");
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
