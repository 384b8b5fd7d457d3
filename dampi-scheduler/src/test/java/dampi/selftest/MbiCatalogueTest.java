package dampi.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's catalogue as the suite generates it, and how its lines are read. */
class MbiCatalogueTest {

  @Test
  void theBenchmarkCoversEveryMbiClassMpjCanExpressAboutOneCaseInFiveCorrect() throws Exception {
    List<SuiteProgram> cases = MbiCatalogue.cases(Selftest.SUITE);
    Map<String, Long> perClass = cases.stream()
        .collect(Collectors.groupingBy(SuiteProgram::category, Collectors.counting()));
    assertTrue(cases.size() >= 400, "cases: " + cases.size());
    assertEquals(Set.of("call-ordering", "parameter-matching", "message-race", "buffering-hazard", "resource-leak",
        "request-lifecycle", "local-concurrency", "invalid-parameter", MbiCatalogue.CORRECT), perClass.keySet());
    long correct = perClass.get(MbiCatalogue.CORRECT);
    assertTrue(correct * 6 >= cases.size() && correct * 3 <= cases.size(), correct + " correct of " + cases.size());
    Set<String> seen = new HashSet<>();
    for (SuiteProgram program : cases) {
      assertTrue(seen.add(program.command()), "listed twice: " + program.command());
      assertEquals(program.category().equals(MbiCatalogue.CORRECT), !program.expectsFindings(), program.command());
      Path classFile = Selftest.SUITE.resolve(program.className().replace('.', '/') + ".class");
      assertTrue(Files.exists(classFile), "no class for " + program.command());
    }
  }

  @Test
  void aLineNamesClassKindsRanksAndArguments() throws Exception {
    SuiteProgram program = MbiCatalogue.parse(
        "parameter-matching\tcollective-mismatch\tdeadlock,truncation\t3\tmbi.CollectiveMatching gather count");
    assertEquals("mbi.CollectiveMatching", program.className());
    assertEquals(List.of("gather", "count"), program.args());
    assertEquals(new TreeSet<>(Set.of("collective-mismatch")), program.findings());
    assertEquals(new TreeSet<>(Set.of("deadlock", "truncation")), program.tolerated());
    assertEquals(3, program.ranks());
    assertEquals("-np 3 mbi.CollectiveMatching gather count", program.command());
    assertTrue(MbiCatalogue.parse("correct\t-\t-\t2\tmbi.P2pPair send recv none").findings().isEmpty());
  }

  @Test
  void aBrokenLineOrASuiteWithoutTheBenchmarkIsBadInput(@TempDir Path empty) {
    Function<String, String> problem = line -> assertThrows(InvalidSuiteException.class,
        () -> MbiCatalogue.parse(line)).getMessage();
    assertTrue(problem.apply("correct\t-\t2\tmbi.X").contains("5 fields"));
    assertTrue(problem.apply("correct\t-\t-\ttwo\tmbi.X").contains("no number"));
    String message = assertThrows(InvalidSuiteException.class, () -> MbiCatalogue.cases(empty)).getMessage();
    assertTrue(message.contains("no MBI-style benchmark"), message);
  }
}
