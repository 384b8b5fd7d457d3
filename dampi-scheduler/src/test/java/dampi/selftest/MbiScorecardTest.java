package dampi.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.rank.Buffering;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** MBI's terms over hand-made verdicts, with the figures worked out by hand. */
class MbiScorecardTest {

  private static SuiteProgram labelled(String mbiClass, Set<String> required, Set<String> tolerated) {
    return new SuiteProgram("mbi.Example", new TreeSet<>(required), new TreeSet<>(tolerated), mbiClass, 2,
        SuiteProgram.NOT_STATED, Buffering.ZERO, List.of("case"));
  }

  private static Verdict verdict(SuiteProgram program, String... reported) {
    return new Verdict(program, new TreeSet<>(List.of(reported)), 1, null, 10);
  }

  @Test
  void detectionCountsAsMbiCountsItAndWrongKindsAreNamedApart() {
    SuiteProgram faulty = labelled("call-ordering", Set.of("deadlock"), Set.of());
    SuiteProgram correct = labelled(MbiCatalogue.CORRECT, Set.of(), Set.of());
    Scorecard card = new Scorecard();
    card.add(verdict(faulty, "deadlock")); // TP
    card.add(verdict(faulty, "exception")); // TP of another kind
    card.add(verdict(faulty)); // FN
    card.add(verdict(correct)); // TN
    card.add(verdict(correct, "resource-leak")); // FP
    card.add(Verdict.failed(correct, "verify failed: boom", 5)); // error

    MbiScorecard.Counts total = MbiScorecard.total(card);
    assertEquals(2, total.truePositives());
    assertEquals(1, total.falseNegatives());
    assertEquals(1, total.trueNegatives());
    assertEquals(1, total.falsePositives());
    assertEquals(1, total.errors());
    assertEquals(2.0 / 3, total.recall(), 1e-9);
    assertEquals(0.5, total.specificity(), 1e-9);
    assertEquals(2.0 / 3, total.precision(), 1e-9);
    assertEquals(0.5, total.accuracy(), 1e-9); // (2 + 1) of 6: the error counts against it
    assertEquals(2.0 / 3, total.f1(), 1e-9);
    assertEquals(2, card.passed());

    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    MbiScorecard.print(card, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String table = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(table.contains("-np 2 mbi.Example case (call-ordering): expected deadlock, reported exception"), table);
    assertTrue(table.lines().anyMatch(line -> line.matches("total\\s+6\\s+2\\s+1\\s+1\\s+1\\s+1\\s+0\\.667\\s+0\\.500"
        + "\\s+0\\.667\\s+0\\.500\\s+0\\.667\\s+1")), table);
    assertTrue(table.endsWith("2 passed, 4 failed\n"), table);
  }

  @Test
  void aToleratedKindBesideTheRequiredOnePassesAndAnUntoleratedOneDoesNot() {
    SuiteProgram mismatch = labelled("parameter-matching", Set.of("collective-mismatch"), Set.of("deadlock"));
    assertTrue(verdict(mismatch, "collective-mismatch", "deadlock").passed());
    assertEquals(Verdict.Outcome.FALSE_NEGATIVE, verdict(mismatch, "deadlock").outcome());
    assertEquals(Verdict.Outcome.FALSE_POSITIVE, verdict(mismatch, "collective-mismatch", "exception").outcome());
  }
}
