package dampi.epoch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Region executions count per name and nest; only a second or later execution of an enclosing region counts. */
class RegionExecutionsTest {
  @Test
  void onlyExecutionsAfterTheFirstAreRepeated() {
    RegionExecutions regions = new RegionExecutions();
    assertFalse(regions.insideRepeatedExecution());
    regions.enter("step");
    assertFalse(regions.insideRepeatedExecution());
    regions.exit("step");
    regions.enter("step");
    assertTrue(regions.insideRepeatedExecution());
    regions.exit("step");
    assertFalse(regions.insideRepeatedExecution());
  }

  @Test
  void aFirstExecutionNestedInARepeatedOneIsRepeated() {
    RegionExecutions regions = new RegionExecutions();
    regions.enter("outer");
    regions.exit("outer");
    regions.enter("outer");
    regions.enter("inner");
    assertTrue(regions.insideRepeatedExecution(), "the second outer iteration is not explored, inner or not");
    regions.exit("inner");
    regions.exit("outer");
    regions.enter("other");
    assertFalse(regions.insideRepeatedExecution(), "names count apart");
  }

  @Test
  void anExitWithoutEnterIsIgnoredAndAnExitClosesTheInnermostOfItsName() {
    RegionExecutions regions = new RegionExecutions();
    regions.exit("never-entered");
    regions.enter("step");
    regions.enter("step"); // recursion: the inner call is the second execution
    assertTrue(regions.insideRepeatedExecution());
    regions.exit("step");
    assertFalse(regions.insideRepeatedExecution());
  }
}
