package dampi.report;

import dampi.check.FindingKind;

import dampi.check.Finding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.epoch.Decision;
import dampi.site.Site;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each distinct finding once, in source order, with the first interleaving's decisions and how often it recurred. */
class FindingCollectorTest {
  static final Finding THREW = new Finding(FindingKind.EXCEPTION, List.of(0), Site.of("Foo.java", 9), "rank 0 threw X");
  static final Finding DEADLOCK =
      new Finding(FindingKind.DEADLOCK, List.of(0, 1), Site.of("Foo.java", 12), "deadlock: ...");

  @Test
  void aRecurringFindingIsKeptOnceWithItsCountAndFirstSchedule() {
    FindingCollector collector = new FindingCollector();
    assertTrue(collector.summaries().isEmpty());
    List<Decision> second = List.of(new Decision(0, 0, 2, "Foo.java:5"));
    List<Decision> third = List.of(new Decision(0, 0, 3, "Foo.java:5"));
    collector.add(1, List.of(), List.of());
    collector.add(2, second, List.of(THREW));
    collector.add(3, third, List.of(DEADLOCK, THREW));
    collector.add(4, List.of(new Decision(0, 0, 1, "")), List.of(new Finding(FindingKind.EXCEPTION, List.of(0),
        Site.of("Foo.java", 9), "rank 0 threw X")));
    assertEquals(List.of(new FindingSummary(THREW, 2, second, 3), new FindingSummary(DEADLOCK, 3, third, 1)),
        collector.summaries());
  }

  @Test
  void findingsThatDifferInSiteRanksOrMessageAreDistinct() {
    FindingCollector collector = new FindingCollector();
    collector.add(1, List.of(), List.of(THREW,
        new Finding(FindingKind.EXCEPTION, List.of(0), Site.of("Foo.java", 10), "rank 0 threw X"),
        new Finding(FindingKind.EXCEPTION, List.of(1), Site.of("Foo.java", 9), "rank 0 threw X"),
        new Finding(FindingKind.EXCEPTION, List.of(0), Site.of("Foo.java", 9), "rank 0 threw Y"),
        new Finding(FindingKind.MPI_ERROR, List.of(0), Site.of("Foo.java", 9), "rank 0 threw X")));
    assertEquals(5, collector.summaries().size());
  }

  @Test
  void findingsAreListedBySiteWithLinesAsNumbersWhateverOrderTheyWereSeenIn() {
    Finding at118 = new Finding(FindingKind.DEADLOCK, List.of(0), Site.of("Foo.java", 118), "deadlock: ...");
    Finding at90 = new Finding(FindingKind.DEADLOCK, List.of(0), Site.of("Foo.java", 90), "deadlock: ...");
    Finding nowhere = new Finding(FindingKind.TIMEOUT, List.of(1), Site.unknown(), "still running");
    FindingCollector collector = new FindingCollector();
    collector.add(1, List.of(), List.of(nowhere, at118));
    collector.add(2, List.of(), List.of(at90));
    assertEquals(List.of(at90, at118, nowhere), collector.summaries().stream().map(FindingSummary::finding).toList());
  }
}
