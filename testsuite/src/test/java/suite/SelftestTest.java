package suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dampi.selftest.SuiteProgram;
import dampi.selftest.SuiteScan;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The suite's labels hold: {@code dampi selftest} over every labelled program passes, except the programs on which
 * dampi is known to be wrong (README, "What is explored" and "Known gaps"); those keep their true labels, are left out
 * here, and are pinned by the disabled test below until dampi handles them.
 */
class SelftestTest {
  /** Programs whose true label dampi does not meet yet, with the reason. */
  static final Map<String, String> KNOWN_WRONG = Map.of(
      "suite.nonblocking.WaitanyOrderAssumed", "Waitany's completion order is not a choice point: false negative");

  static String everythingBut(java.util.Set<String> classNames) {
    return "^(?!(" + classNames.stream().map(Pattern::quote).collect(Collectors.joining("|")) + ")$)";
  }

  @Test
  void everyLabelledProgramMeetsItsLabelExceptTheKnownWrongOnes() throws Exception {
    Selftest.Exit exit = Selftest.run("--filter", everythingBut(KNOWN_WRONG.keySet()));
    int programs = SuiteScan.programs(Selftest.SUITE).size() - KNOWN_WRONG.size();
    assertEquals(programs + " passed, 0 failed", exit.lastLine(), exit.output());
    assertEquals(0, exit.code(), exit.output());
  }

  @Test
  void aProgramDampiGetsWrongFailsTheSelftestAndIsNamed() throws Exception {
    Selftest.Exit exit = Selftest.run("--filter", Pattern.quote("suite.nonblocking.WaitanyOrderAssumed") + "$");
    assertEquals("0 passed, 1 failed", exit.lastLine(), exit.output());
    assertEquals(1, exit.code(), exit.output());
    assertTrue(exit.lines().stream().anyMatch(line -> line.contains("suite.nonblocking.WaitanyOrderAssumed: "
        + "expected exception, reported no findings")), exit.output());
  }

  @Test
  void theSuiteIsBroadAndAtLeastAThirdOfItIsCorrect() throws Exception {
    List<SuiteProgram> programs = SuiteScan.programs(Selftest.SUITE);
    long correct = programs.stream().filter(program -> !program.expectsFindings()).count();
    long realistic = programs.stream().filter(program -> program.category().equals("realistic")).count();
    assertTrue(programs.size() >= 50, "labelled programs: " + programs.size());
    assertTrue(3 * correct >= programs.size(), correct + " correct of " + programs.size());
    assertTrue(realistic >= 10, "realistic programs: " + realistic);
    for (SuiteProgram program : programs) {
      assertTrue(program.ranks() >= 1 && program.ranks() <= 8, program.className() + " ranks " + program.ranks());
      assertTrue(program.interleavings() == -1 || program.interleavings() >= 1, program.className());
    }
  }

  @Disabled("dampi does not meet these labels yet; see KNOWN_WRONG for why, program by program")
  @ParameterizedTest
  @ValueSource(strings = {"suite.nonblocking.WaitanyOrderAssumed"})
  void knownWrongProgramsMeetTheirLabels(String className) throws Exception {
    Selftest.Exit exit = Selftest.run("--filter", Pattern.quote(className) + "$");
    assertEquals(0, exit.code(), exit.output());
  }
}
