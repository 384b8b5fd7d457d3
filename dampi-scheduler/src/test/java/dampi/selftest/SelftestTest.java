package dampi.selftest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suite's labels hold: {@code dampi selftest} over every labelled program passes; one deliberately mislabelled
 * program (in the test sources) shows that a label dampi does not confirm fails the selftest, by name.
 */
class SelftestTest {

  @Test
  void everyLabelledProgramMeetsItsLabel() throws Exception {
    Selftest.Exit exit = Selftest.run();
    int programs = SuiteScan.programs(Selftest.SUITE).size();
    assertEquals(programs + " passed, 0 failed", exit.lastLine(), exit.output());
    assertEquals(0, exit.code(), exit.output());
  }

  @Test
  void aProgramDampiGetsWrongFailsTheSelftestAndIsNamed(@TempDir Path suite) throws Exception {
    copyClass(Path.of("target", "test-classes"), "mislabelled/WaitanyOrderClaimedSafe.class", suite);
    copyClass(Selftest.SUITE, "suite/Expect.class", suite); // what makes a directory a suite
    Selftest.Exit exit = Selftest.runOn(suite);
    assertEquals("0 passed, 1 failed", exit.lastLine(), exit.output());
    assertEquals(1, exit.code(), exit.output());
    assertTrue(exit.lines().stream().anyMatch(line -> line.contains("mislabelled.WaitanyOrderClaimedSafe: "
        + "expected no findings, reported exception")), exit.output());
  }

  private static void copyClass(Path classes, String name, Path suite) throws java.io.IOException {
    Path target = suite.resolve(name);
    Files.createDirectories(target.getParent());
    Files.copy(classes.resolve(name), target);
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
}
