package dampi.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The JUnit XML: well-formed whatever the messages hold, one test case per finding (failed, or skipped when known or
 * suppressed), one passing case per fixed finding, and the search case.
 */
class JunitReportTest {
  @TempDir Path files;

  static VerificationReport report(boolean exhausted, VerificationReport.FindingEntry... findings) {
    return new VerificationReport("dampi", "0.1.0",
        new VerificationReport.ProgramInfo(null, "com.example.Foo<T>&\"x\"", List.of(), List.of()), 2, "llcp",
        "multicore", "zero", 3, 0, 2, exhausted, 10, true, List.of(findings),
        new VerificationReport.Coverage(exhausted ? null : "time-limit", Map.of(), null), List.of(), 3);
  }

  static VerificationReport.FindingEntry finding(String kind, String message) {
    return new VerificationReport.FindingEntry(kind, 1, 2, List.of(0), message, "Foo.java:7", List.of());
  }

  Document write(VerificationReport report) throws Exception {
    Path file = files.resolve("out/junit.xml");
    JunitReport.write(report, file);
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
  }

  static List<Element> failures(Document xml) {
    NodeList nodes = xml.getElementsByTagName("failure");
    List<Element> failures = new java.util.ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      failures.add((Element) nodes.item(i));
    }
    return failures;
  }

  @Test
  void oneFailurePerFindingWithMarkupInMessagesEscaped() throws Exception {
    String tricky = "rank 0 threw java.lang.IllegalStateException: <a href=\"x\">&amp;</a> 'quoted' \u00e9";
    Document xml = write(report(true, finding("deadlock", "deadlock: rank 0 & rank 1"), finding("exception", tricky),
        finding("exception", "rank 1 threw java.lang.Error")));
    List<Element> failures = failures(xml);
    assertEquals(3, failures.size());
    assertEquals("3", ((Element) xml.getElementsByTagName("testsuite").item(0)).getAttribute("failures"));
    assertEquals(List.of("deadlock", "exception", "exception"), failures.stream().map(f -> f.getAttribute("type"))
        .toList());
    assertEquals(tricky, failures.get(1).getAttribute("message"));
    assertEquals("exception at Foo.java:7 (rank 0): " + tricky + "\nfirst in interleaving 1, seen in 2 of 3",
        failures.get(1).getTextContent());
    Element testcase = (Element) failures.get(1).getParentNode();
    assertEquals("#2 exception at Foo.java:7", testcase.getAttribute("name"));
    assertEquals("dampi.com.example.Foo<T>&\"x\"", testcase.getAttribute("classname"));
  }

  @Test
  void withoutFindingsTheSearchIsTheOneCaseAndFailsWhenCutShort() throws Exception {
    Document xml = write(report(false));
    NodeList cases = xml.getElementsByTagName("testcase");
    assertEquals(1, cases.getLength());
    List<Element> failures = failures(xml);
    assertEquals(1, failures.size());
    assertEquals("search", ((Element) failures.get(0).getParentNode()).getAttribute("name"));
    assertEquals("search cut short by time-limit", failures.get(0).getTextContent());
  }

  /**
   * XML 1.0 cannot hold most control characters, even escaped; JunitReport.escape passes them through, so a
   * finding whose message has one (an exception message with an ANSI colour code, a stray byte) makes the whole file
   * unreadable for CI: "An invalid XML character (Unicode: 0x1b) was found in the value of attribute "message"".
   */
  @Test
  void controlCharactersInAMessageStillGiveWellFormedXml() throws Exception {
    Document xml = write(report(true,
        finding("exception", "rank 0 threw java.lang.Error: \u001b[31mred\u001b[0m\u0007")));
    assertEquals(1, failures(xml).size());
  }

  @Test
  void knownAndSuppressedFindingsAreSkippedWithTheirReasonAndFixedOnesPass() throws Exception {
    VerificationReport triaged = report(true, finding("deadlock", "d"), finding("exception", "e"),
        finding("truncation", "t")).triaged(List.of(
            finding("deadlock", "d").withStatus(VerificationReport.FindingEntry.NEW, null),
            finding("exception", "e").withStatus(VerificationReport.FindingEntry.KNOWN, null),
            finding("truncation", "t").withStatus(VerificationReport.FindingEntry.SUPPRESSED, "ticket 12")),
        new VerificationReport.Triage("old.json", "s.txt",
            List.of(new VerificationReport.FindingRef("resource-leak", "Bar.java:3", List.of(1), "m")), List.of(),
            List.of()));
    Document xml = write(triaged);
    Element suite = (Element) xml.getElementsByTagName("testsuite").item(0);
    assertEquals(List.of("5", "1", "2"), List.of(suite.getAttribute("tests"), suite.getAttribute("failures"),
        suite.getAttribute("skipped")));
    NodeList skipped = xml.getElementsByTagName("skipped");
    assertEquals("known: in the baseline", ((Element) skipped.item(0)).getAttribute("message"));
    assertEquals("suppressed: ticket 12", ((Element) skipped.item(1)).getAttribute("message"));
    assertEquals("#1 deadlock at Foo.java:7", ((Element) failures(xml).get(0).getParentNode()).getAttribute("name"));
    Element fixed = (Element) xml.getElementsByTagName("testcase").item(3);
    assertEquals("fixed: resource-leak at Bar.java:3", fixed.getAttribute("name"));
    assertEquals(0, fixed.getElementsByTagName("failure").getLength()
        + fixed.getElementsByTagName("skipped").getLength());
  }
}
