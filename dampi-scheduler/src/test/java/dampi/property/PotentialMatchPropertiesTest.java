package dampi.property;

import dampi.clock.Protocol;
import dampi.property.MatchesBeforeOracle.Reading;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.statistics.Statistics;

/**
 * Generated programs run once, freely, on real ranks; each rank's recorded epochs are compared with the potential
 * matches {@link MatchesBeforeOracle} derives from the matching the run made.
 */
class PotentialMatchPropertiesTest {
  @Provide
  Arbitrary<GeneratedProgram> programs() {
    return ProgramGenerator.programs();
  }

  @Property(tries = 300, shrinking = ShrinkingMode.FULL)
  void lvcpRecordsExactlyTheConcurrentLateSendersOfEveryWildcardReceive(@ForAll("programs") GeneratedProgram program) {
    Observation run = Observation.freeRun(SharedLauncher.get(), program, Protocol.LVCP);
    Statistics.label("runs").collect(run.finished() ? "finished" : "did not finish, discarded");
    Assume.that(run.finished());
    EpochComparison comparison = EpochComparison.of(run, Reading.AS_WRITTEN);
    if (!comparison.allEqual()) {
      throw new AssertionError("LVCP differs from the oracle\n" + comparison.describe());
    }
  }

  @Property(tries = 300, shrinking = ShrinkingMode.FULL)
  void llcpRecordsOnlyConcurrentLateSenders(@ForAll("programs") GeneratedProgram program) {
    Observation run = Observation.freeRun(SharedLauncher.get(), program, Protocol.LLCP);
    Statistics.label("runs").collect(run.finished() ? "finished" : "did not finish, discarded");
    Assume.that(run.finished());
    EpochComparison comparison = EpochComparison.of(run, Reading.AS_WRITTEN);
    for (EpochComparison.Row row : comparison.rows()) {
      Statistics.label("wildcard receives").collect(row.equal() ? "LLCP = oracle" : "LLCP strictly smaller");
    }
    Statistics.label("programs").collect(comparison.allEqual() ? "LLCP = oracle everywhere"
        : "LLCP strictly smaller somewhere");
    if (!comparison.allRecordedWithinExpected()) {
      throw new AssertionError("LLCP reports a source the oracle does not\n" + comparison.describe());
    }
  }
}
